import { sql } from 'kysely';
import { createTestApp, databases, type TestApp } from './harness';
import { EXCLUDED_SEARCH_CATEGORY } from '../src/seed/vocabulary';
import { buildApp } from '../src/app';
import { compactCatalogChanges } from '../src/methods/catalog.changes';
import { pickCatalog, setStock, Shopper } from './commerce-shopper';
import * as oneContactPage from '../src/db/migrations/015_one_contact_page';

type Item = { uid: string; name: string; brand: string; created_at: string; price_range: { minimum_price: { final_price: { value: number } } } };
type Filter = { attribute_code: string; count: number; options: Array<{ label: string; value: string; count: number }> };

describe.each(databases())('catalog methods on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function search(input: Record<string, unknown>) {
    const { status, body } = await t.call('commerce', 'products', [input]);
    expect(status).toBe(200);
    return body.data as { items: Item[]; availableFilters: Filter[]; page_info: { current_page: number; page_size: number; total_pages: number }; total_count: number };
  }
  const names = (items: Item[]) => items.map((item) => item.name);
  const price = (item: Item) => item.price_range.minimum_price.final_price.value;

  describe('catalog version', () => {
    const version = async () => ((await t.call('commerce', 'catalogVersion', [])).body.data as { version: number }).version;

    it('grows when a price or a stock a page shows changes, a variant included, and stays when nothing shown changes', async () => {
      const { uid, sku, stock } = (
        await sql<{ uid: string; sku: string; stock: number }>`
          select p.uid, v.sku, v.stock_qty as stock from products p join product_variants v on v.product_uid = p.uid
          where v.stock_qty > 10 order by p.uid limit 1`.execute(t.deps.db)
      ).rows[0];
      const start = await version();
      expect(await version()).toBe(start);
      await sql`update products set regular_price_cents = regular_price_cents + 100 where uid = ${uid}`.execute(t.deps.db);
      const afterPrice = await version();
      expect(afterPrice).toBeGreaterThan(start);
      // One piece more of a size with plenty left: every page shows the same.
      await sql`update product_variants set stock_qty = stock_qty + 1 where sku = ${sku}`.execute(t.deps.db);
      expect(await version()).toBe(afterPrice);
      // Down to the last two: the size's "only 2 left" shows.
      await sql`update product_variants set stock_qty = 2 where sku = ${sku}`.execute(t.deps.db);
      const afterLow = await version();
      expect(afterLow).toBeGreaterThan(afterPrice);
      await sql`update product_variants set stock_qty = 0 where sku = ${sku}`.execute(t.deps.db);
      expect(await version()).toBeGreaterThan(afterLow);
      const afterStock = await version();
      await sql`update products set name = name where uid = ${uid}`.execute(t.deps.db);
      expect(await version()).toBe(afterStock);
      await sql`update product_variants set stock_qty = ${stock} where sku = ${sku}`.execute(t.deps.db);
      await sql`update products set regular_price_cents = regular_price_cents - 100 where uid = ${uid}`.execute(t.deps.db);
    });

    it('counts changes that were folded out of the log the same, so it never goes back', async () => {
      const before = await version();
      await sql`update catalog_changes set changed_at = now() - interval '1 hour'`.execute(t.deps.db);
      expect(await compactCatalogChanges(t.deps.db, new Date())).toBeGreaterThan(0);
      expect(await version()).toBe(before);
      expect((await sql<{ n: number }>`select count(*)::int as n from catalog_changes`.execute(t.deps.db)).rows[0].n).toBe(0);
    });

    it('grows when a name, a text, a category or an option label a page shows is edited, by any writer', async () => {
      const { uid, sku } = (
        await sql<{ uid: string; sku: string }>`select p.uid, v.sku from products p join product_variants v on v.product_uid = p.uid order by p.uid limit 1`.execute(t.deps.db)
      ).rows[0];
      // Each edit is undone by the next, so the rest of the suite reads the catalog as seeded.
      const firstCategory = sql`(select uid from categories order by uid limit 1)`;
      const firstOption = sql`(select attribute_code, value_id from attribute_options order by 1, 2 limit 1)`;
      const edits = [
        sql`update products set name = name || ' ' where uid = ${uid}`,
        sql`update products set name = left(name, -1) where uid = ${uid}`,
        sql`update products set description = description || ' ' where uid = ${uid}`,
        sql`update products set description = left(description, -1) where uid = ${uid}`,
        sql`update product_variants set color_label = color_label || ' ' where sku = ${sku}`,
        sql`update product_variants set color_label = left(color_label, -1) where sku = ${sku}`,
        sql`update categories set name = name || ' ' where uid = ${firstCategory}`,
        sql`update categories set name = left(name, -1) where uid = ${firstCategory}`,
        sql`update attribute_options set label = label || ' ' where (attribute_code, value_id) = ${firstOption}`,
        sql`update attribute_options set label = left(label, -1) where (attribute_code, value_id) = ${firstOption}`,
        sql`insert into categories (uid, name, url_key, url_path) values ('cat-version-test', 'Prova', 'prova', 'prova-versione')`,
        sql`delete from categories where uid = 'cat-version-test'`,
      ];
      for (const edit of edits) {
        const before = await version();
        await edit.execute(t.deps.db);
        expect(await version()).toBeGreaterThan(before);
      }
    });
  });

  describe('search', () => {
    it('finds a plural through Italian stemming', async () => {
      const result = await search({ term: 'maglioni', pageSize: 100 });
      expect(result.total_count).toBeGreaterThan(0);
      const texts = (result.items as Array<Item & { description: string }>).map((item) => `${item.name} ${item.description}`);
      expect(texts.every((text) => /maglion/i.test(text))).toBe(true);
      expect(names(result.items).some((name) => name.startsWith('Maglione'))).toBe(true);
    });

    it('forgives a typo: "magione" finds the maglioni', async () => {
      const typo = await search({ term: 'magione', pageSize: 100 });
      const right = await search({ term: 'maglione', pageSize: 100 });
      expect(typo.total_count).toBe(right.total_count);
      expect(typo.total_count).toBeGreaterThan(0);
    });

    it('ignores accents both ways', async () => {
      const accented = await search({ term: 'Città', pageSize: 100 });
      const plain = await search({ term: 'citta', pageSize: 100 });
      expect(accented.total_count).toBeGreaterThan(0);
      expect(plain.total_count).toBe(accented.total_count);
      expect(accented.items.every((item) => item.brand === 'Città di Biella')).toBe(true);
    });

    it('needs every word: "maglione cashmere" is narrower than either word', async () => {
      const both = await search({ term: 'maglione cashmere', pageSize: 100 });
      const one = await search({ term: 'maglione', pageSize: 100 });
      expect(both.total_count).toBeGreaterThan(0);
      expect(both.total_count).toBeLessThan(one.total_count);
      expect(names(both.items).every((name) => name.includes('Maglione') && name.includes('cashmere'))).toBe(true);
    });

    it('answers an empty page for symbols and survives 500-character terms', async () => {
      const symbols = await search({ term: '!!! %%% @@@ <script>' });
      expect(symbols).toEqual({ items: [], availableFilters: [], page_info: { current_page: 1, page_size: 10, total_pages: 0 }, total_count: 0 });
      const long = await search({ term: 'maglione '.repeat(56).slice(0, 500) });
      expect(long.total_count).toBeGreaterThan(0);
      const quotes = await search({ term: "l'abito & (lana) | !seta:* \\" });
      expect(quotes.page_info.current_page).toBe(1);
    });

    it('filters by category, including the subcategories', async () => {
      const men = await search({ filters: { category_uid: { in: ['uomo'] } }, pageSize: 100 });
      const jumpers = await search({ filters: { cats_ids: ['uomo-maglioni'] }, pageSize: 100 });
      expect(men.total_count).toBeGreaterThan(jumpers.total_count);
      expect(jumpers.total_count).toBeGreaterThan(0);
      const counted = await sql<{ n: number }>`select count(*)::int as n from products where 'uomo' = any(category_uids)`.execute(t.deps.db);
      expect(men.total_count).toBe(counted.rows[0].n);
    });

    it('filters by price range on the final price', async () => {
      const result = await search({ filters: { price: { from: 50, to: 100 } }, pageSize: 100 });
      expect(result.total_count).toBeGreaterThan(0);
      expect(result.items.every((item) => price(item) >= 50 && price(item) <= 100)).toBe(true);
    });

    it('counts facets disjunctively in one answer', async () => {
      const all = await search({ pageSize: 1 });
      const colors = all.availableFilters.find((filter) => filter.attribute_code === 'color')!;
      const blue = colors.options.find((option) => option.value === 'color::blu')!;
      const red = colors.options.find((option) => option.value === 'color::rosso')!;
      const onlyBlue = await search({ filters: { attributes: { color: ['color::blu'] } }, pageSize: 1 });
      expect(onlyBlue.total_count).toBe(blue.count);
      // The colour facet still offers red with its full count while blue is chosen.
      const colorsWhileBlue = onlyBlue.availableFilters.find((filter) => filter.attribute_code === 'color')!;
      expect(colorsWhileBlue.options.find((option) => option.value === 'color::rosso')!.count).toBe(red.count);
      // Other facets count only the blue products.
      const brandsWhileBlue = onlyBlue.availableFilters.find((filter) => filter.attribute_code === 'brand')!;
      expect(brandsWhileBlue.options.reduce((sum, option) => sum + option.count, 0)).toBe(blue.count);
      // Bare ids are accepted as well as prefix::id.
      expect((await search({ filters: { attributes: { color: ['blu'] } }, pageSize: 1 })).total_count).toBe(blue.count);
      const both = await search({ filters: { attributes: { color: ['color::blu', 'color::rosso'] } }, pageSize: 1 });
      expect(both.total_count).toBeGreaterThanOrEqual(Math.max(blue.count, red.count));
    });

    it('lists facets with labels, prefix::id values and counts', async () => {
      const { availableFilters } = await search({ term: 'lana', pageSize: 1 });
      const codes = availableFilters.map((filter) => filter.attribute_code);
      expect(codes).toEqual(expect.arrayContaining(['category_uid', 'brand', 'color', 'dimensione', 'materiale']));
      for (const filter of availableFilters) {
        expect(filter.count).toBe(filter.options.length);
        for (const option of filter.options) {
          expect(option.value).toMatch(new RegExp(`^${filter.attribute_code}::`));
          expect(option.count).toBeGreaterThan(0);
          expect(option.label.length).toBeGreaterThan(0);
        }
      }
      expect(availableFilters.find((filter) => filter.attribute_code === 'color')!.options.map((option) => option.label)).toContain('Blu notte');
    });

    it('never offers the excluded category among search categories', async () => {
      const inOutlet = await sql<{ n: number }>`select count(*)::int as n from products where ${EXCLUDED_SEARCH_CATEGORY} = any(category_uids)`.execute(t.deps.db);
      expect(inOutlet.rows[0].n).toBeGreaterThan(0);
      const { availableFilters } = await search({ pageSize: 1 });
      const categories = availableFilters.find((filter) => filter.attribute_code === 'category_uid')!;
      expect(categories.options.map((option) => option.value)).not.toContain(`category_uid::${EXCLUDED_SEARCH_CATEGORY}`);
      expect(categories.options.map((option) => option.value)).toContain('category_uid::uomo');
    });

    it.each([
      ['name_asc', (a: Item, b: Item) => a.name.localeCompare(b.name, 'en', { sensitivity: 'variant' })],
      ['price_asc', (a: Item, b: Item) => price(a) - price(b)],
      ['price_desc', (a: Item, b: Item) => price(b) - price(a)],
      ['new_arrivals', (a: Item, b: Item) => b.created_at.localeCompare(a.created_at)],
    ] as const)('sorts by %s', async (sort, compare) => {
      const { items } = await search({ filters: { cats_ids: ['donna'] }, sort, pageSize: 50 });
      expect(items.length).toBeGreaterThan(5);
      for (let index = 1; index < items.length; index++) expect(compare(items[index - 1], items[index])).toBeLessThanOrEqual(0);
    });

    it('sorts name Z-A as the reverse of A-Z', async () => {
      const asc = await search({ filters: { cats_ids: ['uomo'] }, sort: 'name_asc', pageSize: 100 });
      const desc = await search({ filters: { cats_ids: ['uomo'] }, sort: 'name_desc', pageSize: 100 });
      expect(names(desc.items)).toEqual([...names(asc.items)].reverse());
    });

    it('keeps catalog order by default and relevance first for a term', async () => {
      const { items } = await search({ pageSize: 5 });
      expect(items.map((item) => item.uid)).toEqual(['10001', '10002', '10003', '10004', '10005']);
      const relevant = await search({ term: 'cardigan', pageSize: 5 });
      expect(relevant.items[0].name).toMatch(/^Cardigan/);
    });

    it('pages with the default size 10, the page asked and the total', async () => {
      const first = await search({});
      expect(first.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: Math.ceil(first.total_count / 10) });
      expect(first.items).toHaveLength(10);
      const second = await search({ page: 2 });
      expect(second.items).toHaveLength(10);
      expect(second.items.map((item) => item.uid)).not.toContain(first.items[0].uid);
      const beyond = await search({ page: 999 });
      expect(beyond.items).toEqual([]);
      expect(beyond.total_count).toBe(first.total_count);
      const big = await search({ pageSize: 40 });
      expect(big.items).toHaveLength(40);
    });

    it('refuses page sizes above 100', async () => {
      const { status, body } = await t.call('commerce', 'products', [{ pageSize: 500 }]);
      expect(status).toBe(400);
      expect(body.message).toContain('0.pageSize');
    });

    it('serves repeated answers from the cache, and forgets them when stock changes', async () => {
      const app = await buildApp({ deps: { ...t.deps, config: { ...t.deps.config, catalogCacheSeconds: 60 } }, logger: false });
      const call = async (method: string, args: unknown[]) =>
        (await app.inject({ method: 'POST', url: `/api/commerce/${method}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(args) })).json();
      try {
        const uncached = (await t.call('commerce', 'products', [{ term: 'lana', pageSize: 5 }])).body;
        expect(await call('products', [{ term: 'lana', pageSize: 5 }])).toEqual(uncached);
        expect(await call('products', [{ term: 'lana', pageSize: 5 }])).toEqual(uncached);
        const detail = (await t.call('commerce', 'productDetail', ['10001'])).body;
        expect(await call('productDetail', ['10001'])).toEqual(detail);
        expect(await call('productDetail', ['10001'])).toEqual(detail);

        // Stock written by anyone (a query builder update or a raw statement, as checkout does) shows at once.
        const simple = (await sql<{ uid: string }>`select uid from products where type = 'SimpleProduct' and stock_qty > 5 order by uid limit 1`.execute(t.deps.db)).rows[0].uid;
        expect((await call('productDetail', [simple])).data.only_x_left_in_stock).toBeNull();
        await t.deps.db.updateTable('products').set({ stock_qty: 2 }).where('uid', '=', simple).execute();
        expect((await call('productDetail', [simple])).data.only_x_left_in_stock).toBe(2);
        await sql`update ${sql`products`} set stock_qty = 0 where uid = ${simple}`.execute(t.deps.db);
        expect((await call('productDetail', [simple])).data.stock_status).toBe('OUT_OF_STOCK');
        const variant = (await t.deps.db.selectFrom('product_variants').select(['sku']).where('product_uid', '=', '10001').orderBy('sku').executeTakeFirstOrThrow()).sku;
        await t.deps.db.transaction().execute((trx) => trx.updateTable('product_variants').set({ stock_qty: 1 }).where('sku', '=', variant).execute());
        const after = (await call('productDetail', ['10001'])).data.variants.find((entry: { product: { sku: string } }) => entry.product.sku === variant);
        expect(after.product.only_x_left_in_stock).toBe(1);
      } finally {
        await app.close();
      }
    });
    it('answers every shopper with no session, cart or wishlist from one prepared answer, never one who has them', async () => {
      const app = await buildApp({ deps: { ...t.deps, config: { ...t.deps.config, catalogCacheSeconds: 60 } }, logger: false });
      const raw = async (method: string, args: unknown[], cookies: Record<string, string> = {}) =>
        (await app.inject({ method: 'POST', url: `/api/commerce/${method}`, headers: { 'content-type': 'application/json' }, cookies, payload: JSON.stringify(args) })).body;
      try {
        const catalog = await pickCatalog(t);
        const { uid } = await t.deps.db.selectFrom('products').select('uid').where('sku', '=', catalog.simple.sku).executeTakeFirstOrThrow();
        const saver = new Shopper(t);
        const { items } = await saver.ok('addProductToWishlist', [{ sku: catalog.simple.sku }]);
        const question = [{ term: catalog.simple.name, pageSize: 40 }];
        const savedIn = (body: string) => (JSON.parse(body).data.items as Array<{ uid: string; wishlist_uid: string | null }>).find((item) => item.uid === uid)?.wishlist_uid;
        // In turn, so a prepared answer made for one would show in the next.
        const nobody = await raw('products', question);
        expect(savedIn(await raw('products', question, saver.cookies))).toBe(items[0].id);
        expect(await raw('products', question)).toBe(nobody);
        expect(savedIn(nobody)).toBeNull();
        expect(JSON.parse(await raw('productDetail', [uid], saver.cookies)).data.wishlist_uid).toBe(items[0].id);
        expect(JSON.parse(await raw('productDetail', [uid])).data.wishlist_uid).toBeNull();
        // A stale cart cookie is not nobody's: the API looks it up and finds nothing.
        expect(savedIn(await raw('products', question, { cart: 'no-such-cart' }))).toBeNull();
      } finally {
        await app.close();
      }
    });
  });

  describe('product detail', () => {
    it('returns the product shape with variants, by plain or composite uid', async () => {
      const { status, body } = await t.call('commerce', 'productDetail', ['Product::10001']);
      expect(status).toBe(200);
      const product = body.data;
      expect(product).toMatchObject({ uid: '10001', sku: 'BT10001', __typename: 'ConfigurableProduct', vsf_typename: 'ConfigurableProduct', is_virtual: false });
      expect(product.configurable_options.map((option: { attribute_code: string }) => option.attribute_code)).toEqual(['color', 'dimensione']);
      expect(product.variants.length).toBe(product.configurable_options[0].values.length * product.configurable_options[1].values.length);
      expect(product.variants[0].product.sku).toMatch(/^BT10001-/);
      expect(product.thumbnail.url).toBe('/api/media/BT10001.svg');
      expect(product.media_gallery).toHaveLength(3);
    });

    it('answers 404 in Italian for an unknown product', async () => {
      const { status, body } = await t.call('commerce', 'productDetail', ['99999999']);
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, message: 'Il prodotto richiesto non esiste o non è più disponibile.' });
    });

    it('shows only_x_left_in_stock at or below 5 and OUT_OF_STOCK at zero', async () => {
      const low = await sql<{ uid: string; stock_qty: number }>`select uid, stock_qty from products where type = 'SimpleProduct' and stock_qty between 1 and 5 limit 1`.execute(
        t.deps.db,
      );
      const out = await sql<{ uid: string }>`select uid from products where type = 'SimpleProduct' and stock_qty = 0 limit 1`.execute(t.deps.db);
      const plenty = await sql<{ uid: string }>`select uid from products where type = 'SimpleProduct' and stock_qty > 5 limit 1`.execute(t.deps.db);
      const lowProduct = (await t.call('commerce', 'productDetail', [low.rows[0].uid])).body.data;
      expect(lowProduct).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: low.rows[0].stock_qty });
      expect((await t.call('commerce', 'productDetail', [out.rows[0].uid])).body.data.stock_status).toBe('OUT_OF_STOCK');
      expect((await t.call('commerce', 'productDetail', [plenty.rows[0].uid])).body.data.only_x_left_in_stock).toBeNull();
    });

    it('prices a special price with its regular price and discount', async () => {
      const row = (
        await sql<{ uid: string; regular_price_cents: number; special_price_cents: number }>`
        select uid, regular_price_cents, special_price_cents from products where special_price_cents is not null limit 1`.execute(t.deps.db)
      ).rows[0];
      const { minimum_price } = (await t.call('commerce', 'productDetail', [row.uid])).body.data.price_range;
      expect(minimum_price.final_price).toEqual({ value: row.special_price_cents / 100, currency: 'EUR' });
      expect(minimum_price.regular_price).toEqual({ value: row.regular_price_cents / 100, currency: 'EUR' });
      expect(minimum_price.discount.percent_off).toBe(Math.round(100 - (row.special_price_cents / row.regular_price_cents) * 100));
    });
  });

  describe('what a product is for the request and the shopper', () => {
    type Variant = { attributes: Array<{ uid: string }>; product: { sku: string; merchant_sku: string } };
    const detail = async (shopper: Shopper, uid: string, selection?: string[]) =>
      shopper.ok('productDetail', selection ? [uid, { configurableOptionValueUids: selection }] : [uid]);
    const uidOf = async (sku: string) => (await t.deps.db.selectFrom('products').select('uid').where('sku', '=', sku).executeTakeFirstOrThrow()).uid;
    const variantStock = async (sku: string) => (await t.deps.db.selectFrom('product_variants').select('stock_qty').where('sku', '=', sku).executeTakeFirstOrThrow()).stock_qty;

    it('answers configurable_product_options_selection with the variant, and its merchant_sku, of the chosen colour and size', async () => {
      const shopper = new Shopper(t);
      const product = await detail(shopper, '10001');
      expect(product.configurable_product_options_selection).toEqual({ variant: null });
      const [, chosen] = product.variants as Variant[];
      const both = await detail(
        shopper,
        '10001',
        chosen.attributes.map((attribute) => attribute.uid),
      );
      expect(both.configurable_product_options_selection).toEqual({ variant: { sku: chosen.product.sku, merchant_sku: chosen.product.merchant_sku } });
      expect(chosen.product.merchant_sku).not.toBe(product.merchant_sku);
      const colourOnly = await detail(shopper, '10001', [chosen.attributes[0].uid]);
      expect(colourOnly.configurable_product_options_selection).toEqual({ variant: null });
      expect((await detail(shopper, '10001', ['color::nessuno', 'dimensione::nessuna'])).configurable_product_options_selection).toEqual({ variant: null });
      expect((await detail(shopper, await uidOf((await pickCatalog(t)).simple.sku))).configurable_product_options_selection).toBeNull();
    });

    it('names a product by the same item_grn in the product page and in search results', async () => {
      const shopper = new Shopper(t);
      expect((await detail(shopper, 'Product::10001')).item_grn).toBe('grn:bottega:product:10001');
      const { items } = await shopper.ok('products', [{ filters: { category_uid: { in: ['uomo'] } }, pageSize: 20 }]);
      for (const item of items as Array<{ uid: string; item_grn: string }>) expect(item.item_grn).toBe(`grn:bottega:product:${item.uid}`);
    });

    it('gives wishlist_uid only to the shopper who saved the product, in the product page and in search results', async () => {
      const catalog = await pickCatalog(t);
      const uid = await uidOf(catalog.simple.sku);
      const saver = new Shopper(t);
      const { items } = await saver.ok('addProductToWishlist', [{ sku: catalog.simple.sku }]);
      expect((await detail(saver, uid)).wishlist_uid).toBe(items[0].id);
      expect((await detail(new Shopper(t), uid)).wishlist_uid).toBeNull();
      const found = await saver.ok('products', [{ term: catalog.simple.name, pageSize: 40 }]);
      const listed = (found.items as Array<{ uid: string; wishlist_uid: string | null }>).find((item) => item.uid === uid)!;
      expect(listed.wishlist_uid).toBe(items[0].id);
      expect((found.items as Array<{ uid: string; wishlist_uid: string | null }>).filter((item) => item.uid !== uid).every((item) => item.wishlist_uid === null)).toBe(true);
    });

    it('gives the saved variant its wishlist_uid when the request selects it', async () => {
      const shopper = new Shopper(t);
      const [variant] = (await detail(shopper, '10001')).variants as Variant[];
      const { items } = await shopper.ok('addProductToWishlist', [{ sku: variant.product.sku }]);
      expect((await detail(shopper, '10001')).wishlist_uid).toBeNull();
      expect(
        (
          await detail(
            shopper,
            '10001',
            variant.attributes.map((attribute) => attribute.uid),
          )
        ).wishlist_uid,
      ).toBe(items[0].id);
    });

    it("says isMoreItem while one more fits in the shopper's cart, and not once the cart holds all the stock", async () => {
      const catalog = await pickCatalog(t);
      const uid = await uidOf(catalog.other.sku);
      await setStock(t, catalog.other.sku, 2);
      try {
        const shopper = new Shopper(t);
        expect((await detail(shopper, uid)).isMoreItem).toBe(true);
        await shopper.ok('addProductsToCart', [null, [{ sku: catalog.other.sku, quantity: 1 }]]);
        expect((await detail(shopper, uid)).isMoreItem).toBe(true);
        await shopper.ok('addProductsToCart', [null, [{ sku: catalog.other.sku, quantity: 1 }]]);
        expect((await detail(shopper, uid)).isMoreItem).toBe(false);
        const { items } = await shopper.ok('products', [{ term: catalog.other.name, pageSize: 40 }]);
        expect((items as Array<{ uid: string; isMoreItem: boolean }>).find((item) => item.uid === uid)!.isMoreItem).toBe(false);
        expect((await detail(new Shopper(t), uid)).isMoreItem).toBe(true);
        await setStock(t, catalog.other.sku, 0);
        expect((await detail(new Shopper(t), uid)).isMoreItem).toBe(false);
      } finally {
        await setStock(t, catalog.other.sku, catalog.other.stock);
      }
      expect((await detail(new Shopper(t), await uidOf(catalog.unsupported.sku))).isMoreItem).toBe(false);
    });

    it('answers isMoreItem for the selected variant, and for any variant without a selection', async () => {
      const shopper = new Shopper(t);
      const [variant] = (await detail(shopper, '10001')).variants as Variant[];
      const selection = variant.attributes.map((attribute) => attribute.uid);
      const stock = await variantStock(variant.product.sku);
      await setStock(t, variant.product.sku, 1);
      try {
        await shopper.ok('addProductsToCart', [null, [{ sku: variant.product.sku, quantity: 1 }]]);
        expect((await detail(shopper, '10001', selection)).isMoreItem).toBe(false);
        expect((await detail(shopper, '10001')).isMoreItem).toBe(true);
      } finally {
        await setStock(t, variant.product.sku, stock);
      }
    });
  });

  describe('categories, menu and routes', () => {
    it('builds the main menu of men, women, kids and knitwear with links', async () => {
      const { body } = await t.call('commerce', 'menu', [{ code: 'mainmenu' }]);
      expect(body.data.items.map((item: { label: string }) => item.label)).toEqual(['Uomo', 'Donna', 'Bambino', 'Maglieria']);
      const knitwear = body.data.items[3];
      expect(knitwear).toMatchObject({ uid: 'maglieria', link: '/it/c/maglieria' });
      expect(knitwear.children.map((child: { link: string }) => child.link)).toContain('/it/c/maglieria-cardigan');
    });

    it('finds categories by uid with breadcrumbs, children and product counts', async () => {
      const { body } = await t.call('commerce', 'categorySearch', [{ category_uid: { in: ['uomo-maglioni', 'uomo', 'nessuna'] } }]);
      expect(body.data.items.map((item: { uid: string }) => item.uid)).toEqual(['uomo-maglioni', 'uomo']);
      const [jumpers, men] = body.data.items;
      expect(jumpers).toMatchObject({ name: 'Maglioni', url_path: 'uomo/maglioni', parent_uid: 'uomo', breadcrumbs: [{ uid: 'uomo', name: 'Uomo', url_path: 'uomo' }] });
      expect(men.children.length).toBeGreaterThan(3);
      expect(men.product_count).toBeGreaterThan(jumpers.product_count);
    });

    it('resolves products, categories, CMS pages and redirects; null for the unknown', async () => {
      const product = (await sql<{ uid: string; url_key: string }>`select uid, url_key from products limit 1`.execute(t.deps.db)).rows[0];
      const route = async (url: string) => (await t.call('commerce', 'route', [{ url }])).body.data;
      expect(await route(`/it/${product.url_key}.html`)).toEqual({ type: 'PRODUCT', uid: product.uid, url_key: product.url_key, relative_url: `/it/p/${product.uid}` });
      expect(await route(`/it/p/${product.uid}`)).toMatchObject({ type: 'PRODUCT', uid: product.uid });
      expect(await route('/it/uomo/maglioni/')).toEqual({ type: 'CATEGORY', uid: 'uomo-maglioni', url_key: 'maglioni', relative_url: '/it/c/uomo-maglioni' });
      expect(await route('chi-siamo')).toEqual({ type: 'CMS_PAGE', identifier: 'about-us', url_key: 'chi-siamo', relative_url: '/it/chi-siamo' });
      expect(await route('/it/uomo%2Fmaglie')).toEqual({ type: 'REDIRECT', redirect_code: 301, relative_url: '/it/c/uomo-maglioni' });
      expect(await route('/it/non-esiste-affatto')).toBeNull();
      expect(await route('')).toBeNull();
    });

    it('sends the contact text’s old address to the one contact page, also in a shop seeded before migration 015', async () => {
      const route = async (url: string) => (await t.call('commerce', 'route', [{ url }])).body.data;
      const moved = { type: 'REDIRECT', redirect_code: 301, relative_url: '/it/contact-us' };
      expect(await route('contatti')).toEqual(moved);
      await sql`update cms_pages set url_key = 'contatti' where identifier = 'contact-us'`.execute(t.deps.db);
      await sql`delete from url_redirects where from_path = 'contatti'`.execute(t.deps.db);
      expect(await route('contatti')).toMatchObject({ type: 'CMS_PAGE', identifier: 'contact-us' });
      await oneContactPage.up(t.deps.db as never);
      expect(await route('contatti')).toEqual(moved);
      expect((await t.call('content', 'cmsPage', [{ identifier: 'contact-us' }])).body.data.url_key).toBe('contact-us');
    });
  });
});
