import type { ResultOf } from '@bottega/api-contract';
import { onWrite, type Db } from '../db';
import type { ProductType } from '../db/schema.catalog';
import { TtlCache, deepFreeze } from '../cache';

export type Product = ResultOf<'commerce', 'productDetail'>;
/** A product as the catalog knows it, the same for every shopper (so it can be cached); catalog.shopper.ts adds the rest. */
export type CatalogProduct = Omit<Product, 'wishlist_uid' | 'isMoreItem'>;

/** Category and facet-option names: written by the seed only, so read once per database. */
export interface CatalogMeta {
  categories: Map<string, { uid: string; name: string; url_path: string; parent_uid: string | null; position: number; include_in_menu: boolean; excluded_from_search: boolean }>;
  /** `attribute_code` → option id → label, position and swatch. */
  options: Map<string, Map<string, { label: string; position: number; swatch: string | null }>>;
}

const metaByDb = new WeakMap<Db, Promise<CatalogMeta>>();

export function catalogMeta(db: Db): Promise<CatalogMeta> {
  let meta = metaByDb.get(db);
  if (!meta) {
    meta = loadMeta(db);
    metaByDb.set(db, meta);
    meta.catch(() => metaByDb.delete(db));
  }
  return meta;
}

async function loadMeta(db: Db): Promise<CatalogMeta> {
  const [categories, options] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('position').execute(),
    db.selectFrom('attribute_options').selectAll().orderBy('position').execute(),
  ]);
  const byCode = new Map<string, Map<string, { label: string; position: number; swatch: string | null }>>();
  for (const option of options) {
    if (!byCode.has(option.attribute_code)) byCode.set(option.attribute_code, new Map());
    byCode.get(option.attribute_code)!.set(option.value_id, { label: option.label, position: option.position, swatch: option.swatch });
  }
  return { categories: new Map(categories.map((category) => [category.uid, category])), options: byCode };
}

export const ATTRIBUTE_LABELS: Record<string, string> = {
  brand: 'Marca',
  color: 'Colore',
  dimensione: 'Taglia',
  materiale: 'Materiale',
  category_uid: 'Categoria',
};

export interface ProductRow {
  uid: string;
  sku: string;
  type: ProductType;
  name: string;
  brand: string;
  merchant_sku: string;
  url_key: string;
  description: string;
  regular_price_cents: number;
  special_price_cents: number | null;
  stock_qty: number;
  low_stock_threshold: number;
  category_uids: string[];
  attributes: Record<string, string[]>;
  created_at: Date | string;
  variants: Array<{ sku: string; color: string; size: string; stock_qty: number; merchant_sku: string }>;
}

/** `Product::10001` (the composite uid of docs/product-rules.md §3) or `10001` → `10001`. */
export function plainUid(uid: string): string {
  const index = uid.lastIndexOf('::');
  return index === -1 ? uid : uid.slice(index + 2);
}

/** Media URLs; the client appends `?w=&h=` for the size it shows (product rule §9 sizes). */
export function imageUrl(sku: string, view: 'front' | 'back' | 'detail' = 'front'): string {
  return view === 'front' ? `/api/media/${sku}.svg` : `/api/media/${view}/${sku}.svg`;
}

const euros = (cents: number) => ({ value: Math.round(cents) / 100, currency: 'EUR' as const });

function stock(qty: number, threshold: number) {
  return {
    stock_status: qty > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
    only_x_left_in_stock: qty <= threshold ? qty : null,
  };
}

/** The product's global resource name: stable, so other systems (analytics, feeds) can name it across answers. */
export const itemGrn = (uid: string) => `grn:bottega:product:${uid}`;

/** The storefront's product shape (product rule §3, Magento-like) from a row with its variants. */
export function toProduct(row: ProductRow, meta: CatalogMeta): CatalogProduct {
  const finalCents = row.special_price_cents ?? row.regular_price_cents;
  const discountCents = row.regular_price_cents - finalCents;
  const price = {
    final_price: euros(finalCents),
    regular_price: euros(row.regular_price_cents),
    discount: {
      amount_off: discountCents / 100,
      // Product rule §9: the badge is round(100 − special / regular × 100).
      percent_off: row.regular_price_cents > 0 ? Math.round(100 - (finalCents / row.regular_price_cents) * 100) : 0,
    },
  };
  const optionLabel = (code: string, id: string) => meta.options.get(code)?.get(id)?.label ?? id;
  const optionPosition = (code: string, id: string) => meta.options.get(code)?.get(id)?.position ?? 0;
  const configurable = row.type === 'ConfigurableProduct';
  const variants = configurable
    ? [...row.variants].sort(
        (a, b) => optionPosition('color', a.color) - optionPosition('color', b.color) || optionPosition('dimensione', a.size) - optionPosition('dimensione', b.size),
      )
    : [];
  const distinct = (values: string[]) => [...new Set(values)];
  const configurableOptions = configurable
    ? (
        [
          ['color', 'Colore', distinct(variants.map((variant) => variant.color))],
          ['dimensione', 'Taglia', distinct(variants.map((variant) => variant.size))],
        ] as const
      ).map(([code, label, ids]) => ({
        attribute_code: code,
        uid: code,
        label,
        values: ids.map((id) => ({ uid: `${code}::${id}`, label: optionLabel(code, id), swatch: meta.options.get(code)?.get(id)?.swatch ?? null })),
      }))
    : [];
  const qty = configurable ? variants.reduce((sum, variant) => sum + variant.stock_qty, 0) : row.stock_qty;
  const productStock = row.type === 'VirtualProduct' ? { stock_status: 'IN_STOCK' as const, only_x_left_in_stock: null } : stock(qty, row.low_stock_threshold);
  return {
    __typename: row.type,
    vsf_typename: row.type,
    uid: row.uid,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    merchant_sku: row.merchant_sku,
    url_key: row.url_key,
    ...productStock,
    is_virtual: row.type === 'VirtualProduct',
    price_range: { minimum_price: price, maximum_price: price },
    thumbnail: { url: imageUrl(row.sku), label: row.name },
    media_gallery: (['front', 'back', 'detail'] as const).map((view) => ({ url: imageUrl(row.sku, view), label: row.name })),
    description: row.description,
    categories: row.category_uids.flatMap((uid) => {
      const category = meta.categories.get(uid);
      return category ? [{ uid, name: category.name, url_path: category.url_path }] : [];
    }),
    configurable_options: configurableOptions,
    variants: variants.map((variant) => ({
      attributes: [
        { code: 'color' as const, uid: `color::${variant.color}`, label: optionLabel('color', variant.color) },
        { code: 'dimensione' as const, uid: `dimensione::${variant.size}`, label: optionLabel('dimensione', variant.size) },
      ],
      product: {
        sku: variant.sku,
        merchant_sku: variant.merchant_sku,
        ...stock(variant.stock_qty, row.low_stock_threshold),
        thumbnail: { url: imageUrl(variant.sku), label: `${row.name}, ${optionLabel('color', variant.color).toLowerCase()}` },
      },
    })),
    created_at: new Date(row.created_at).toISOString(),
    // Nothing is selected until a request selects it (productDetail).
    configurable_product_options_selection: configurable ? { variant: null } : null,
    item_grn: itemGrn(row.uid),
  };
}

interface CatalogCaches {
  /** Product documents by `d:<uid>` (detail) and `c:<uid>` (card, without variants). */
  products: TtlCache<CatalogProduct>;
  /** Whole search answers by normalised query. */
  results: TtlCache<unknown>;
  /** Page uids, total and facet counts by normalised query: they depend on catalog data only. */
  searches: TtlCache<unknown>;
  /** Searches under way, so identical questions arriving together share one. */
  pending: Map<string, Promise<unknown>>;
}

const cachesByDb = new WeakMap<Db, CatalogCaches>();

/** Writes that change what a product page or a search shows. */
const CATALOG_TABLES = new Set(['products', 'product_variants', 'categories', 'attribute_options']);

export function catalogCaches(db: Db): CatalogCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = { products: new TtlCache<CatalogProduct>(20_000), results: new TtlCache<unknown>(2_000), searches: new TtlCache<unknown>(5_000), pending: new Map() };
    cachesByDb.set(db, caches);
    // Stock sold or restored through this instance shows at once; other instances within CATALOG_CACHE_SECONDS.
    onWrite(db, (table) => {
      if (!CATALOG_TABLES.has(table)) return;
      forgetProducts(db);
      if (table !== 'products' && table !== 'product_variants') metaByDb.delete(db);
    });
  }
  return caches;
}

/**
 * Drops cached products and every cached search answer. Called on each write to a catalog table
 * through this instance's database (see catalogCaches), so sold stock shows at once here; other
 * instances see it when their entries expire (CATALOG_CACHE_SECONDS).
 */
export function forgetProducts(db: Db, uids?: string[]): void {
  const caches = cachesByDb.get(db);
  if (!caches) return;
  caches.results.clear();
  caches.searches.clear();
  if (!uids) return caches.products.clear();
  for (const uid of uids) {
    caches.products.delete(`d:${uid}`);
    caches.products.delete(`c:${uid}`);
  }
}

async function queryProducts(db: Db, uids: string[], meta: CatalogMeta): Promise<Map<string, CatalogProduct>> {
  const [products, variants] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'uid',
        'sku',
        'type',
        'name',
        'brand',
        'merchant_sku',
        'url_key',
        'description',
        'regular_price_cents',
        'special_price_cents',
        'stock_qty',
        'low_stock_threshold',
        'category_uids',
        'attributes',
        'created_at',
      ])
      .where('uid', 'in', uids)
      .execute(),
    db.selectFrom('product_variants').select(['product_uid', 'sku', 'color', 'size', 'stock_qty', 'merchant_sku']).where('product_uid', 'in', uids).execute(),
  ]);
  const variantsOf = new Map<string, ProductRow['variants']>();
  for (const variant of variants) {
    if (!variantsOf.has(variant.product_uid)) variantsOf.set(variant.product_uid, []);
    variantsOf.get(variant.product_uid)!.push(variant);
  }
  return new Map(products.map((row) => [row.uid, toProduct({ ...row, variants: variantsOf.get(row.uid) ?? [] }, meta)]));
}

/**
 * Products by uid in the storefront shape, in the order asked; unknown uids are left out.
 * `cards` leaves `variants` empty (search and listing cards never choose a variant: the product
 * page loads them), which keeps a page of 40 results small. With `cacheSeconds` > 0 products
 * loaded in the last `cacheSeconds` come from memory; 0 always reads the database.
 */
export async function loadProducts(db: Db, uids: string[], { cards = false, cacheSeconds = 0 } = {}): Promise<CatalogProduct[]> {
  if (uids.length === 0) return [];
  const caches = catalogCaches(db);
  const prefix = cards ? 'c:' : 'd:';
  const found = new Map<string, CatalogProduct>();
  const missing: string[] = [];
  for (const uid of uids) {
    const cached = cacheSeconds > 0 ? caches.products.get(prefix + uid) : undefined;
    if (cached) found.set(uid, cached);
    else missing.push(uid);
  }
  if (missing.length) {
    const loaded = await queryProducts(db, [...new Set(missing)], await catalogMeta(db));
    for (const [uid, product] of loaded) {
      const shaped = deepFreeze(cards ? { ...product, variants: [] } : product);
      found.set(uid, caches.products.set(prefix + uid, shaped, cacheSeconds * 1000));
    }
  }
  return uids.flatMap((uid) => (found.has(uid) ? [found.get(uid)!] : []));
}
