import { test, expect, api } from '../support/shop';
import { billSameAsShipping, cartQuantity, consentGiven, continueAsGuest, payWithCard, shipTo } from './checkout';

interface Listed {
  uid: string;
  stock_status: string;
}
interface Detail {
  sku: string;
  variants: { attributes: { uid: string }[]; product: { sku: string; stock_status: string; only_x_left_in_stock: number | null } }[];
}

test('a shopper declined on the last pieces of a size sees why, pays again with a good card and reaches the thank-you page', async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL!);
  // Every last piece of a size nearly sold out: while the declined order holds them, nobody else has any.
  let pieces = 0;
  for (const category of ['uomo', 'donna', 'bambino', 'maglieria']) {
    const { items } = await api<{ items: Listed[] }>(page.request, 'commerce', 'products', [{ filters: { category_uid: { in: [category] } }, pageSize: 40 }]);
    for (const listed of items.filter((item) => item.stock_status === 'IN_STOCK')) {
      const product = await api<Detail>(page.request, 'commerce', 'productDetail', [listed.uid]);
      const size = product.variants.find((each) => (each.product.only_x_left_in_stock ?? 0) >= 2);
      if (!size) continue;
      pieces = size.product.only_x_left_in_stock!;
      await api(page.request, 'commerce', 'addProductsToCart', [
        null,
        [{ sku: size.product.sku, quantity: pieces, parent_sku: product.sku, selected_options: size.attributes.map((attribute) => attribute.uid) }],
      ]);
      break;
    }
    if (pieces) break;
  }
  expect(pieces).toBeGreaterThan(1);

  await page.goto('/it/checkout/user-account');
  await continueAsGuest(page);
  await shipTo(page);
  await billSameAsShipping(page);
  await payWithCard(page, '4539 9700 0000 0014');
  await expect(page).toHaveURL(/\/it\/checkout\/payment\?error=declined&order=\d+/);
  await expect(page.getByRole('alert')).toContainText('Il pagamento è stato rifiutato');
  expect(await cartQuantity(page)).toBe(pieces);

  await payWithCard(page, '4539 9700 0000 0006');
  await expect(page).toHaveURL(/\/it\/checkout\/thank-you\?order=\d+$/);
});
