// The pages the page benchmarks visit, read from the running shop's own API so they follow the seed.

const post = (base, method, args) => fetch(`${base}/api/commerce/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) });
const call = async (base, method, args) => (await (await post(base, method, args)).json()).data;

/** Home, the first subcategory of the menu, its first product, the cart and the checkout's first step. */
export async function mainRoutes(base) {
  const menu = await call(base, 'menu', [{ code: 'mainmenu' }]);
  const category = menu.items[0].children?.[0] ?? menu.items[0];
  const products = await call(base, 'products', [{ filters: { category_uid: { in: [category.uid] } }, pageSize: 1 }]);
  return [
    ['home', '/it'],
    ['category', category.link],
    ['product', `/it/p/${products.items[0].uid}`],
    ['cart', '/it/Cart'],
    ['checkout', '/it/checkout/user-account'],
  ];
}

/**
 * A new guest cart with one simple product in it; returns its id (the `cart` cookie). Cart and
 * checkout are measured with it, as a buyer sees them: with an empty cart the checkout only
 * redirects to the cart page.
 */
export async function cartWithOneLine(base) {
  const { items } = await call(base, 'products', [{ pageSize: 50 }]);
  const simple = items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK');
  const response = await post(base, 'addProductsToCart', [null, [{ sku: simple.sku, quantity: 1 }]]);
  return /(?:^|;\s*)cart=([^;]+)/.exec(response.headers.get('set-cookie'))[1];
}
