import { createTestApp, databases, type TestApp } from './harness';
import { pickCatalog, readyGuest, Shopper, type Catalog } from './commerce-shopper';

// Spec §8 "product not available": a sku the catalog does not sell, or no longer sells.
describe.each(databases())('a product the shop does not sell on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    t = await createTestApp(kind);
    catalog = await pickCatalog(t);
  });
  afterAll(() => t.close());

  it('is "not available" when added to the cart or the wishlist, never a sku the shopper cannot read', async () => {
    const shopper = new Shopper(t);
    const { user_errors } = await shopper.ok('addProductsToCart', [null, [{ sku: 'NON-ESISTE', quantity: 1 }]]);
    expect(user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Prodotto non disponibile.', sku: 'NON-ESISTE' }]);
    expect((await shopper.call('addProductToWishlist', [{ sku: 'NON-ESISTE' }])).body).toEqual({ message: 'Prodotto non disponibile.', statusCode: 404 });
  });

  it('marks a line whose size was withdrawn as not available, and places no order with it', async () => {
    const { shopper } = await readyGuest(t, catalog.simple.sku);
    const variant = await t.deps.db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.uid', 'v.product_uid')
      .select(['v.sku', 'p.sku as parent_sku'])
      .where('v.stock_qty', '>', 0)
      .where('v.sku', '!=', catalog.variant.sku)
      .orderBy('v.sku', 'desc')
      .executeTakeFirstOrThrow();
    await shopper.ok('addProductsToCart', [null, [{ sku: variant.sku, quantity: 1, parent_sku: variant.parent_sku }]]);

    await t.deps.db.deleteFrom('product_variants').where('sku', '=', variant.sku).execute();

    const cart = await shopper.ok('cart');
    const withdrawn = cart.items.find((item: { product: { sku: string } }) => item.product.sku === variant.sku);
    expect(withdrawn).toMatchObject({ error: 'Prodotto non disponibile.', product: { stock_status: 'OUT_OF_STOCK' }, configurable_options: [] });
    expect(cart.items.find((item: { product: { sku: string } }) => item.product.sku === catalog.simple.sku).error).toBeNull();
    const refused = await shopper.call('placeOrder', [{ idempotencyKey: 'withdrawn-0001' }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/: Prodotto non disponibile\.$/);

    await shopper.ok('removeItemFromCart', [null, withdrawn.uid]);
    expect((await shopper.ok('placeOrder', [{ idempotencyKey: 'withdrawn-0002' }])).order.status).toBe('pending_payment');
  });
});
