import type { Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { renderedButtons } from '../support/deadButtons';
import { cartWith, consentGiven, jumperInPlenty, simpleProductIn, wishlistButton, wishlistWith } from './shopper';

/** Issue 35 item 1: the wishlist's own page, its cards' actions as forms the cart team answers (docs/adr/0038-shopper-actions-as-html-forms.md). */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

const cart = (page: Page) => api<{ items: { quantity: number; product: { sku: string } }[] }>(page.request, 'commerce', 'cart', [null]);
const savedSkus = async (page: Page) =>
  (await api<{ items: { product: { sku: string } }[] }>(page.request, 'commerce', 'wishlist', [{ pageSize: 20 }])).items.map((item) => item.product.sku);
const said = (page: Page, role: 'status' | 'alert') => page.getByRole('main').getByRole(role);

test('the header’s heart leads to the wishlist page, where a product’s quantity is changed and it is moved to the cart', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await wishlistWith(page, product.sku);
  await page.reload();
  await wishlistButton(page).click();
  await expect(page).toHaveURL(/\/it\/wishlist$/);
  await expect(page).toHaveTitle('Lista dei desideri | Bottega');
  await expect(page.getByRole('heading', { name: 'Lista dei desideri', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: `Aumenta la quantità di ${product.name}` }).click();
  await expect(said(page, 'status')).toHaveText('Quantità aggiornata');
  await expect(page.getByRole('textbox', { name: `Quantità di ${product.name}` })).toHaveValue('2');

  await page.getByRole('button', { name: `Sposta nel carrello: ${product.name}` }).click();
  await expect(said(page, 'status')).toHaveText('Articolo spostato nel carrello');
  await expect(page.getByText('La tua lista dei desideri è vuota')).toBeVisible();
  await expect(page.getByText('Sembra che tu non abbia ancora aggiunto articoli alla lista dei desideri.')).toBeVisible();
  expect((await cart(page)).items.map((item) => [item.product.sku, item.quantity])).toEqual([[product.sku, 2]]);
  expect(await savedSkus(page)).toEqual([]);
});

test('a move posted again from a page left open adds nothing more, and a tampered item is said, never a 500', async ({ page, context }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await wishlistWith(page, product.sku);
  await page.goto('/it/wishlist');
  const second = await context.newPage();
  await second.goto('/it/wishlist');

  await page.getByRole('button', { name: `Sposta nel carrello: ${product.name}` }).click();
  await expect(said(page, 'status')).toHaveText('Articolo spostato nel carrello');
  // The same form, from the other tab drawn before the move.
  await second.getByRole('button', { name: `Sposta nel carrello: ${product.name}` }).click();
  await expect(said(second, 'alert')).toHaveText('Questo articolo non è più nella lista dei desideri: la lista qui sotto è aggiornata.');
  expect((await cart(page)).items.map((item) => [item.product.sku, item.quantity])).toEqual([[product.sku, 1]]);

  await wishlistWith(page, product.sku);
  await page.goto('/it/wishlist');
  await page.locator('form[action="/forms/mf_cart/wishlist-remove"] input[name="item"]').evaluate((input: HTMLInputElement) => {
    input.value = '999999999';
  });
  await page.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` }).click();
  await expect(said(page, 'alert')).toHaveText('Questo articolo non è più nella lista dei desideri: la lista qui sotto è aggiornata.');
  expect(await savedSkus(page)).toEqual([product.sku]);
  await page.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` }).click();
  await expect(said(page, 'status')).toHaveText('Articolo rimosso dalla lista dei desideri');
  expect(await savedSkus(page)).toEqual([]);
});

test('a jumper saved without colour and size is chosen on its card, then moved as that variant', async ({ page }) => {
  const { jumper, variant, valueOf } = await jumperInPlenty(page.request);
  await page.goto('/it');
  await wishlistWith(page, jumper.sku);
  await page.goto('/it/wishlist');
  const move = page.getByRole('button', { name: `Sposta nel carrello: ${jumper.name}` });
  await move.click();
  await expect(said(page, 'alert')).toHaveText('Scegli colore e taglia prima di spostarlo nel carrello');

  await page.getByRole('combobox', { name: `Colore di ${jumper.name}` }).selectOption(valueOf('color'));
  await page.getByRole('combobox', { name: `Taglia di ${jumper.name}` }).selectOption(valueOf('dimensione'));
  await move.click();
  await expect(said(page, 'status')).toHaveText('Articolo spostato nel carrello');
  expect((await cart(page)).items.map((item) => [item.product.sku, item.quantity])).toEqual([[variant.product.sku, 1]]);
});

test('the footer’s “La mia lista dei desideri” is a link to the page, and neither the wishlist nor the cart page draws a dead button', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  const { jumper } = await jumperInPlenty(page.request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await wishlistWith(page, product.sku);
  await wishlistWith(page, jumper.sku);
  await page.reload();
  await page.getByRole('navigation', { name: 'Il mio account' }).getByRole('link', { name: 'La mia lista dei desideri' }).click();
  await expect(page).toHaveURL(/\/it\/wishlist$/);
  const audit: string[] = [];
  for (const path of ['/it/wishlist', '/it/Cart']) {
    await page.goto(path);
    for (const button of await renderedButtons(page)) audit.push(`${path} ${button.team} ${button.works}: ${button.name}`);
  }
  await test.info().attach('buttons', { body: audit.join('\n'), contentType: 'text/plain' });
  expect(audit.filter((line) => / cart dead: /.test(line))).toEqual([]);
  expect(audit).toContainEqual(`/it/wishlist cart submits its form: Sposta nel carrello: ${jumper.name}`);
  expect(audit).toContainEqual('/it/Cart cart submits its form: Svuota il carrello');
});
