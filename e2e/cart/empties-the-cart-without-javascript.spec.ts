import type { Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { cartWith, consentGiven, simpleProductIn } from './shopper';

/** Issue 35 item 1: the cart page's note, "Svuota il carrello" and "Procedi al checkout" without JavaScript (docs/adr/0038-shopper-actions-as-html-forms.md). */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

const cart = (page: Page) => api<{ total_quantity: number; note: string | null }>(page.request, 'commerce', 'cart', [null]);
const said = (page: Page, role: 'status' | 'alert') => page.getByRole('main').getByRole(role);

test('a shopper without JavaScript leaves a note, is told the checkout needs JavaScript, and empties the cart', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await page.goto('/it/Cart');

  const note = page.getByRole('textbox', { name: 'Nota per il negozio (facoltativa)' });
  await note.fill('Citofono <Rossi>');
  await page.getByRole('button', { name: 'Salva nota' }).click();
  await expect(said(page, 'alert')).toHaveText('La nota non è stata salvata: al massimo 500 caratteri, senza i caratteri < e >.');
  await page.getByRole('textbox', { name: 'Nota per il negozio (facoltativa)' }).fill('Citofono Rossi');
  await page.getByRole('button', { name: 'Salva nota' }).click();
  await expect(said(page, 'status')).toHaveText('Nota salvata');
  await expect(page.getByRole('textbox', { name: 'Nota per il negozio (facoltativa)' })).toHaveValue('Citofono Rossi');
  expect((await cart(page)).note).toBe('Citofono Rossi');

  await page.getByRole('link', { name: 'Procedi al checkout' }).click();
  await expect(page).toHaveURL(/\/it\/checkout$/);
  expect(await page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText)).toContain('Per completare l’acquisto serve JavaScript');
  await page.goBack();

  await page.getByRole('button', { name: 'Svuota il carrello' }).click();
  await expect(said(page, 'status')).toHaveText('Il carrello è stato svuotato');
  await expect(page.getByText(/il tuo carrello è vuoto/i)).toBeVisible();
  expect((await cart(page)).total_quantity).toBe(0);
});

test('a cart page left open while the cart changed elsewhere neither notes nor empties the new cart', async ({ page, context }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await page.goto('/it/Cart');
  const second = await context.newPage();
  await second.goto('/it/Cart');
  // Another tab orders or empties: here the cookie's cart is replaced by a new one, as after a login.
  await context.clearCookies({ name: 'cart' });
  await cartWith(page, product.sku, 3);
  await page.getByRole('textbox', { name: 'Nota per il negozio (facoltativa)' }).fill('Lasciare in portineria');
  await page.getByRole('button', { name: 'Salva nota' }).click();
  await expect(said(page, 'alert')).toHaveText('Il carrello era cambiato nel frattempo: ora è aggiornato, controlla e riprova.');
  await second.getByRole('button', { name: 'Svuota il carrello' }).click();
  await expect(said(second, 'alert')).toHaveText('Il carrello era cambiato nel frattempo: ora è aggiornato, controlla e riprova.');
  const now = await cart(page);
  expect([now.total_quantity, now.note]).toEqual([3, null]);
});
