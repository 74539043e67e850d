import { test, expect } from '../support/shop';
import { cartWith, consentGiven, miniCart, simpleProductIn } from './shopper';

test.use({ javaScriptEnabled: false });

test('without JavaScript the header bag leads to the cart page, which lists what the cart holds', async ({ page, context, request, baseURL }) => {
  await consentGiven(context, baseURL!);
  const product = await simpleProductIn(request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await page.reload();
  await miniCart(page).click();
  await expect(page).toHaveURL(/\/it\/Cart\??$/);
  await expect(page.getByRole('heading', { name: 'Carrello', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
});
