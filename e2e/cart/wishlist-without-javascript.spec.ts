import type { Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { consentGiven, simpleProductIn } from './shopper';

/** Issue 35 item 1: the hearts as forms the cart team answers (docs/adr/0038-shopper-actions-as-html-forms.md). */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

const savedSkus = async (page: Page) =>
  (await api<{ items: { product: { sku: string } }[] }>(page.request, 'commerce', 'wishlist', [{ pageSize: 20 }])).items.map((item) => item.product.sku);

test('a shopper without JavaScript hearts a product on its card, and takes it back on its page', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it/c/donna-accessori');
  await page.getByRole('button', { name: `Aggiungi ${product.name} alla lista dei desideri` }).click();
  await expect(page).toHaveURL(/esito=wishlist-heart\.added\./);
  await expect(page.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Aggiunto alla lista dei desideri' })).toHaveCount(1);
  expect(await savedSkus(page)).toEqual([product.sku]);

  await page.goto(`/it/p/${product.uid}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` })
    .click();
  await expect(page.getByRole('main').getByRole('button', { name: `Aggiungi ${product.name} alla lista dei desideri` })).toHaveAttribute('aria-pressed', 'false');
  expect(await savedSkus(page)).toEqual([]);
});
