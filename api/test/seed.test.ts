import { createHash } from 'node:crypto';
import { generateCatalog } from '../src/seed/catalog';
import { GIFT_CARD_CATEGORY } from '../src/seed/vocabulary';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the seed catalog generator', () => {
  const full = generateCatalog({ products: 5200 });

  it('makes at least 5,000 products in the four departments with their subcategories', () => {
    expect(full.products.length).toBeGreaterThanOrEqual(5000);
    for (const department of ['uomo', 'donna', 'bambino', 'maglieria']) {
      expect(full.categories.some((category) => category.parent_uid === department)).toBe(true);
      expect(full.products.filter((product) => product.category_uids.includes(department)).length).toBeGreaterThan(500);
    }
  });

  it('is deterministic: the same size gives the same catalog', () => {
    expect(digest(generateCatalog({ products: 5200 }))).toBe(digest(full));
  });

  it('has every product type, stock case and price case the storefront shows', () => {
    const types = new Set(full.products.map((product) => product.type));
    expect([...types].sort()).toEqual(['BundleProduct', 'ConfigurableProduct', 'SimpleProduct', 'VirtualProduct']);
    const simple = full.products.filter((product) => product.type === 'SimpleProduct');
    expect(simple.some((product) => product.stock_qty === 0)).toBe(true);
    expect(simple.some((product) => product.stock_qty > 0 && product.stock_qty <= product.low_stock_threshold)).toBe(true);
    expect(full.variants.some((variant) => variant.stock_qty === 0)).toBe(true);
    expect(full.products.some((product) => product.special_price_cents !== null && product.special_price_cents < product.regular_price_cents)).toBe(true);
    expect(new Set(full.products.map((product) => product.brand)).size).toBeGreaterThan(5);
  });

  it('gives variants their own sku, unique across the catalog, and unique url keys', () => {
    expect(new Set(full.variants.map((variant) => variant.sku)).size).toBe(full.variants.length);
    expect(new Set(full.products.map((product) => product.url_key)).size).toBe(full.products.length);
    const configurable = full.products.find((product) => product.type === 'ConfigurableProduct')!;
    const own = full.variants.filter((variant) => variant.product_uid === configurable.uid);
    expect(own.length).toBe(configurable.attributes.color.length * configurable.attributes.dimensione.length);
  });

  it('lists gift cards in their own category, never among the garments', () => {
    const giftCards = full.products.filter((product) => product.type === 'VirtualProduct');
    expect(giftCards.length).toBeGreaterThan(0);
    for (const card of giftCards) expect(card.category_uids).toEqual([GIFT_CARD_CATEGORY]);
    const listed = full.products.filter((product) => product.category_uids.includes(GIFT_CARD_CATEGORY));
    expect(listed.every((product) => product.type === 'VirtualProduct')).toBe(true);
    expect(full.categories.find((category) => category.uid === GIFT_CARD_CATEGORY)).toMatchObject({ parent_uid: null, include_in_menu: false });
  });

  it('covers every category, type and stock case even in a small test catalog', () => {
    const small = generateCatalog({ products: 150 });
    const leaves = small.categories.filter((category) => category.parent_uid !== null);
    for (const leaf of leaves) expect(small.products.some((product) => product.category_uids.includes(leaf.uid))).toBe(true);
    expect(new Set(small.products.map((product) => product.type)).size).toBe(4);
    expect(small.products.some((product) => product.category_uids.includes('outlet-interno'))).toBe(true);
  });
});
