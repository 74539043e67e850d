import { sql } from 'kysely';
import { createTestApp, databases, type TestApp } from './harness';

type Entry = { uid: string; lastmod: string };

describe.each(databases())('the sitemap method on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { products: 40 });
  });
  afterAll(() => t.close());

  const sitemap = async () => {
    const { status, body } = await t.call('commerce', 'sitemap', []);
    expect(status).toBe(200);
    return body.data as { categories: Entry[]; products: Entry[]; pages: Array<{ url_key: string; lastmod: string }> };
  };
  const lastmodOf = (entries: Entry[], uid: string) => entries.find((entry) => entry.uid === uid)?.lastmod;

  it('lists every category but the hidden ones, every product and CMS page, each with when it last changed', async () => {
    const { categories, products, pages } = await sitemap();
    const hidden = await t.deps.db.selectFrom('categories').select('uid').where('excluded_from_search', '=', true).execute();
    expect(hidden.map((row) => row.uid)).toEqual(['outlet-interno']);
    const visible = await t.deps.db.selectFrom('categories').select('uid').where('excluded_from_search', '=', false).orderBy('uid').execute();
    expect(categories.map((entry) => entry.uid)).toEqual(visible.map((row) => row.uid));
    // Not in the menu, yet a page of its own: the gift cards' category stays.
    expect(categories.map((entry) => entry.uid)).toContain('carte-regalo');
    expect(products).toHaveLength(
      Number(
        (
          await t.deps.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(pages.map((page) => page.url_key)).toEqual(expect.arrayContaining(['chi-siamo', 'privacy']));
    for (const entry of [...categories, ...products, ...pages]) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod);
  });

  it('moves a product’s lastmod and its categories’ when the product is edited, not when only its stock changes', async () => {
    const product = await t.deps.db.selectFrom('products').select(['uid', 'category_uids']).where('type', '=', 'SimpleProduct').orderBy('uid').executeTakeFirstOrThrow();
    const category = product.category_uids[0];
    const before = await sitemap();
    const changesBefore = await t.deps.db.selectFrom('catalog_changes').select('id').where('product_uid', '=', product.uid).where('kind', '=', 'product').execute();

    await t.deps.db
      .updateTable('products')
      .set({ stock_qty: sql`stock_qty + 100` })
      .where('uid', '=', product.uid)
      .execute();
    const afterStock = await sitemap();
    expect(lastmodOf(afterStock.products, product.uid)).toBe(lastmodOf(before.products, product.uid));
    // The change log still sees a stock-only update as one (migration 011): the new column is no edit of its own.
    const changesAfterStock = await t.deps.db.selectFrom('catalog_changes').select('id').where('product_uid', '=', product.uid).where('kind', '=', 'product').execute();
    expect(changesAfterStock).toHaveLength(changesBefore.length);

    await t.deps.db.updateTable('products').set({ special_price_cents: 1990 }).where('uid', '=', product.uid).execute();
    const afterEdit = await sitemap();
    const edited = lastmodOf(afterEdit.products, product.uid)!;
    expect(edited > lastmodOf(before.products, product.uid)!).toBe(true);
    expect(lastmodOf(afterEdit.categories, category)).toBe(edited);
  });
});
