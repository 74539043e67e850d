import type { Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { cartWith, consentGiven, simpleProductIn } from './shopper';

/** Issue 35 item 1: the cart page's quantity, removal and codes as forms the cart team answers (docs/adr/0038-shopper-actions-as-html-forms.md). */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

const cart = (page: Page) => api<{ total_quantity: number; applied_coupons: { code: string }[]; applied_gift_cards: { code: string }[] }>(page.request, 'commerce', 'cart', [null]);
const said = (page: Page, role: 'status' | 'alert') => page.getByRole('main').getByRole(role);

test('a shopper without JavaScript changes the quantity, applies and removes codes, and empties the cart line by line', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await page.goto('/it/Cart');

  await page.getByRole('button', { name: `Aumenta la quantità di ${product.name}` }).click();
  await expect(said(page, 'status')).toHaveText('Quantità aggiornata');
  await expect(page.getByRole('textbox', { name: `Quantità di ${product.name}` })).toHaveValue('2');

  // A number typed and Enter: the form's default button posts it, not a step.
  await page.getByRole('textbox', { name: `Quantità di ${product.name}` }).fill('4');
  await page.getByRole('textbox', { name: `Quantità di ${product.name}` }).press('Enter');
  await expect(page).toHaveURL(/esito=cart-quantity\.quantity-changed/);
  await expect(page.getByRole('textbox', { name: `Quantità di ${product.name}` })).toHaveValue('4');
  expect((await cart(page)).total_quantity).toBe(4);

  const coupon = page.getByRole('textbox', { name: 'Codice sconto' });
  await coupon.fill('NONESISTE');
  await coupon.press('Enter');
  await expect(said(page, 'alert')).toHaveText('Il codice sconto non è valido o non è più utilizzabile.');
  await page.getByRole('textbox', { name: 'Codice sconto' }).fill('BENVENUTO10');
  await page.getByRole('button', { name: 'Applica' }).first().click();
  await expect(said(page, 'status')).toHaveText('Codice sconto applicato');
  await expect(page.getByText('Sconto benvenuto 10%')).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi il codice BENVENUTO10' }).click();
  await expect(said(page, 'status')).toHaveText('Codice sconto rimosso');

  await page.getByRole('textbox', { name: 'Codice carta regalo' }).fill('REGALO-25-BOTTEGA');
  await page.getByRole('button', { name: 'Applica' }).last().click();
  await expect(said(page, 'status')).toHaveText('Carta regalo applicata');
  expect((await cart(page)).applied_gift_cards.map((card) => card.code)).toEqual(['REGALO-25-BOTTEGA']);
  await page.getByRole('button', { name: 'Rimuovi la carta regalo REGALO-25-BOTTEGA' }).click();
  await expect(said(page, 'status')).toHaveText('Carta regalo rimossa');

  await page.getByRole('button', { name: `Rimuovi ${product.name} dal carrello` }).click();
  await expect(said(page, 'status')).toHaveText("L'articolo è stato rimosso dal carrello");
  expect((await cart(page)).total_quantity).toBe(0);
});

test('a cart page left open while the cart changed elsewhere refuses its form and shows the cart as it is', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await page.goto('/it/Cart');
  // Another tab orders or empties: here the cookie's cart is replaced by a new one, as after a login.
  const stale = await cart(page);
  await page.context().clearCookies({ name: 'cart' });
  await cartWith(page, product.sku, 3);
  await page.getByRole('button', { name: `Aumenta la quantità di ${product.name}` }).click();
  await expect(said(page, 'alert')).toHaveText('Il carrello era cambiato nel frattempo: ora è aggiornato, controlla e riprova.');
  await expect(page.getByRole('textbox', { name: `Quantità di ${product.name}` })).toHaveValue('3');
  expect(stale.total_quantity).toBe(1);
  expect((await cart(page)).total_quantity).toBe(3);
});
