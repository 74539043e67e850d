import { sql } from 'kysely';
import { connect } from '../src/db';
import { catalogCaches } from '../src/methods/catalog.product';
import { createTestApp, databases, sameDatabase, type TestApp } from './harness';
import { readyGuest } from './commerce-shopper';

type Card = { uid: string; name: string; stock_status: string; only_x_left_in_stock: number | null; price_range: { minimum_price: { final_price: { value: number } } } };

describe.each(databases())('what the catalog cache forgets on %s', (kind) => {
  let t: TestApp;
  let cached: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { rateLimitScale: 100 } });
    cached = await sameDatabase(t, { catalogCacheSeconds: 60 });
  });
  afterAll(async () => {
    await cached.close();
    await t.close();
  });

  const served = () => ({ ...catalogCaches(t.deps.db).served });
  const detail = async (uid: string) => (await cached.call('commerce', 'productDetail', [uid])).body.data as Card;
  const search = async (category: string, sort = 'default') =>
    (await cached.call('commerce', 'products', [{ filters: { category_uid: { in: [category] } }, sort, pageSize: 100 }])).body.data.items as Card[];

  /** Two simple products in different categories, each with plenty of stock (nothing shown about it). */
  async function twoProducts() {
    const rows = (
      await sql<{ uid: string; sku: string; category: string }>`
        select distinct on (category_uids[array_length(category_uids, 1)]) uid, sku, category_uids[array_length(category_uids, 1)] as category
        from products where type = 'SimpleProduct' order by category_uids[array_length(category_uids, 1)], uid`.execute(t.deps.db)
    ).rows;
    const [sold, kept] = rows;
    for (const row of [sold, kept]) await sql`update products set stock_qty = 50 where uid = ${row.uid}`.execute(t.deps.db);
    return { sold, kept };
  }

  it('forgets, after a sale a page shows, the product sold and the searches showing it, and serves the rest from memory', async () => {
    const { sold, kept } = await twoProducts();
    await sql`update products set stock_qty = 7 where uid = ${sold.uid}`.execute(t.deps.db);
    for (let i = 0; i < 2; i++) await Promise.all([detail(sold.uid), detail(kept.uid), search(sold.category), search(kept.category)]);
    expect((await search(sold.category)).some((card) => card.uid === sold.uid)).toBe(true);
    expect((await search(kept.category)).some((card) => card.uid === sold.uid)).toBe(false);

    // Three pieces sold: 7 → 4, "only 4 left" shows.
    const { shopper } = await readyGuest(cached, sold.sku, '10.40.0.1');
    await shopper.ok('updateCartItemQuantity', [null, (await shopper.ok('cart')).items[0].uid, 3]);
    expect((await shopper.call('placeOrder', [{ idempotencyKey: `cache-sale-${kind}`, termsAccepted: true }])).status).toBe(200);

    const before = served();
    expect((await detail(kept.uid)).only_x_left_in_stock).toBeNull();
    expect((await search(kept.category)).length).toBeGreaterThan(0);
    expect(served().fromCache - before.fromCache).toBe(2);
    expect((await detail(sold.uid)).only_x_left_in_stock).toBe(4);
    expect((await search(sold.category)).find((card) => card.uid === sold.uid)!.only_x_left_in_stock).toBe(4);
    expect(served().fromCache - before.fromCache).toBe(2);
    expect(served().answers - before.answers).toBe(4);
  });

  it('never features a sold-out product in a listing of what is in stock (the home rails), the moment it sells out (product rule §10)', async () => {
    const { sold } = await twoProducts();
    await sql`update products set stock_qty = 1 where uid = ${sold.uid}`.execute(t.deps.db);
    const inStock = async () =>
      (await cached.call('commerce', 'products', [{ filters: { in_stock: true, category_uid: { in: [sold.category] } }, pageSize: 100 }])).body.data.items as Card[];
    for (let i = 0; i < 2; i++) expect((await inStock()).some((card) => card.uid === sold.uid)).toBe(true);

    // The last piece is bought: the product is sold out.
    const { shopper } = await readyGuest(cached, sold.sku, '10.40.0.9');
    expect((await shopper.call('placeOrder', [{ idempotencyKey: `cache-sold-out-${kind}`, termsAccepted: true }])).status).toBe(200);

    const listed = await inStock();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((card) => card.stock_status === 'IN_STOCK')).toBe(true);
    expect(listed.some((card) => card.uid === sold.uid)).toBe(false);
    // The category page itself still shows it, as sold out.
    expect((await search(sold.category)).find((card) => card.uid === sold.uid)!.stock_status).toBe('OUT_OF_STOCK');
  });

  it('keeps every answer after a sale that changes nothing a page shows', async () => {
    const { sold, kept } = await twoProducts();
    for (let i = 0; i < 2; i++) await Promise.all([detail(sold.uid), detail(kept.uid), search(sold.category), search(kept.category)]);
    const { shopper } = await readyGuest(cached, sold.sku, '10.40.0.2');
    expect((await shopper.call('placeOrder', [{ idempotencyKey: `cache-quiet-sale-${kind}`, termsAccepted: true }])).status).toBe(200);
    const before = served();
    await Promise.all([detail(sold.uid), detail(kept.uid), search(sold.category), search(kept.category)]);
    expect(served().fromCache - before.fromCache).toBe(4);
  });

  it('shows a sold-out size at once, on the product page and as its product sold out once every size is', async () => {
    const { uid, skus } = (
      await sql<{ uid: string; skus: string[] }>`
        select product_uid as uid, array_agg(sku order by sku) as skus from product_variants group by product_uid having count(*) >= 2 order by product_uid limit 1`.execute(
        t.deps.db,
      )
    ).rows[0];
    await sql`update product_variants set stock_qty = case when sku = ${skus[0]} then 1 else 0 end where product_uid = ${uid}`.execute(t.deps.db);
    expect((await detail(uid)).stock_status).toBe('IN_STOCK');
    const { shopper } = await readyGuest(cached, skus[0], '10.40.0.3');
    expect((await shopper.call('placeOrder', [{ idempotencyKey: `cache-last-size-${kind}`, termsAccepted: true }])).status).toBe(200);
    const shown = (await detail(uid)) as Card & { variants: Array<{ product: { sku: string; stock_status: string } }> };
    expect(shown.stock_status).toBe('OUT_OF_STOCK');
    expect(shown.variants.find((variant) => variant.product.sku === skus[0])!.product.stock_status).toBe('OUT_OF_STOCK');
  });

  it('shows a new price and a new name at once, and sorts searches by the new price', async () => {
    const { sold } = await twoProducts();
    const cheapest = async () => (await search(sold.category, 'price_asc'))[0];
    await Promise.all([detail(sold.uid), cheapest()]);
    await sql`update products set regular_price_cents = 1, special_price_cents = null, name = 'Calzino di prova' where uid = ${sold.uid}`.execute(t.deps.db);
    const shown = await detail(sold.uid);
    expect(shown.price_range.minimum_price.final_price.value).toBe(0.01);
    expect(shown.name).toBe('Calzino di prova');
    expect(await cheapest()).toMatchObject({ uid: sold.uid, name: 'Calzino di prova' });
  });

  it('forgets what a restored stock changes when an unpaid order expires', async () => {
    const { sold } = await twoProducts();
    await sql`update products set stock_qty = 1 where uid = ${sold.uid}`.execute(t.deps.db);
    const { shopper } = await readyGuest(cached, sold.sku, '10.40.0.4');
    expect((await shopper.call('placeOrder', [{ idempotencyKey: `cache-expiry-${kind}`, termsAccepted: true }])).status).toBe(200);
    expect((await detail(sold.uid)).stock_status).toBe('OUT_OF_STOCK');
    const { releaseExpiredOrders } = await import('../src/commerce/reservations');
    await releaseExpiredOrders(t.deps.db, new Date(Date.now() + 3_600_000), { info: () => {}, error: () => {} });
    // Earlier tests' unpaid orders of this product expire with it: the page shows what the stock now is.
    const { stock_qty } = await t.deps.db.selectFrom('products').select('stock_qty').where('uid', '=', sold.uid).executeTakeFirstOrThrow();
    expect(stock_qty).toBeGreaterThanOrEqual(1);
    expect(await detail(sold.uid)).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: stock_qty <= 5 ? stock_qty : null });
  });

  if (kind === 'postgres') {
    it("shows another instance's change within a second", async () => {
      const { sold } = await twoProducts();
      expect((await detail(sold.uid)).only_x_left_in_stock).toBeNull();
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db)).rows[0].schema;
      const other = await connect({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 1 });
      try {
        await sql`update products set stock_qty = 3 where uid = ${sold.uid}`.execute(other.db);
      } finally {
        await other.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await detail(sold.uid)).only_x_left_in_stock).toBe(3);
    });
  }
});
