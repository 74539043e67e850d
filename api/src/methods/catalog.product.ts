import type { ResultOf } from '@bottega/api-contract';
import { onWrite, type Db } from '../db';
import { onCommit } from '../db/transaction';
import { CHANGE_LOG_KEEP_MS, changesSince } from './catalog.changes';
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

/** How often an instance looks at the change log when nothing it did changed the catalog: what other writers did shows within it. */
const LOOK_EVERY_MS = 1_000;
/** Uids remembered as forgotten before the list is dropped for "everything forgotten": bounds memory. */
const MAX_FORGOTTEN = 50_000;

/**
 * What one API instance keeps of the catalog, and what it must forget: before a cached read it reads
 * the changes committed since its last look (catalog.changes.ts) and drops exactly the products they
 * name and the search answers that show them; a price or name change drops the searches too (they
 * may sort or filter differently). An answer read while a change committed is not kept.
 */
class CatalogCaches {
  /** Product documents by `d:<uid>` (detail) and `c:<uid>` (card, without variants). */
  readonly products = new TtlCache<CatalogProduct>(20_000);
  /** Whole search answers by normalised query. */
  readonly results = new TtlCache<{ items: readonly CatalogProduct[] }>(2_000);
  /** Page uids, total and facet counts by normalised query: they depend on prices, names and categories only. */
  readonly searches = new TtlCache<unknown>(5_000);
  /** Searches under way, so identical questions arriving together share one. */
  readonly pending = new Map<string, Promise<unknown>>();
  /** Catalog answers (searches and product pages) asked with the cache on, and how many came from it. */
  readonly served = { answers: 0, fromCache: 0 };
  /** Told of each of those answers, from the cache or not: the process's metrics (api/src/metrics.ts). */
  readonly lookupListeners = new Set<(cache: 'catalog:search' | 'catalog:product', hit: boolean) => void>();

  /** Counts one answer asked with the cache on. */
  countServed(cache: 'catalog:search' | 'catalog:product', hit: boolean): void {
    this.served.answers += 1;
    if (hit) this.served.fromCache += 1;
    for (const listener of this.lookupListeners) listener(cache, hit);
  }
  /** Grows with each look that forgot something: a read started at an older one keeps nothing. */
  generation = 0;
  private readonly resultsShowing = new Map<string, Set<string>>();
  private readonly forgottenAt = new Map<string, number>();
  private searchesForgottenAt = 0;
  private everythingForgottenAt = 0;
  private horizon: string | null = null;
  private lookedAt = 0;
  private requested = 0;
  private done = 0;
  private looking?: Promise<void>;

  constructor(private readonly db: Db) {}

  /** Something may have changed the catalog: the next cached read looks first. */
  markStale(): void {
    this.requested += 1;
  }

  /** Brings the cache up to what had committed when it was called. */
  async sync(): Promise<void> {
    const wanted = this.requested;
    while (this.done < wanted || Date.now() - this.lookedAt >= LOOK_EVERY_MS) {
      this.looking ??= this.look(this.requested).finally(() => (this.looking = undefined));
      await this.looking;
    }
  }

  private async look(upTo: number): Promise<void> {
    const lost = Date.now() - this.lookedAt > CHANGE_LOG_KEEP_MS / 2;
    const { horizon, changes } = await changesSince(this.db, lost ? null : this.horizon);
    this.horizon = horizon;
    if (lost || changes.length) this.generation += 1;
    if (lost) this.forgetEverything();
    for (const change of changes) {
      if (change.kind === 'catalog' || change.productUid === null) this.forgetEverything();
      else {
        if (change.kind === 'product') this.forgetSearches();
        this.forgetProduct(change.productUid);
      }
    }
    this.done = Math.max(this.done, upTo);
    this.lookedAt = Date.now();
  }

  private forgetProduct(uid: string): void {
    this.products.delete(`d:${uid}`);
    this.products.delete(`c:${uid}`);
    for (const key of this.resultsShowing.get(uid) ?? []) this.results.delete(key);
    this.resultsShowing.delete(uid);
    if (this.forgottenAt.size >= MAX_FORGOTTEN) this.forgetEverything();
    else this.forgottenAt.set(uid, this.generation);
  }

  private forgetSearches(): void {
    this.results.clear();
    this.searches.clear();
    this.resultsShowing.clear();
    this.searchesForgottenAt = this.generation;
  }

  private forgetEverything(): void {
    this.forgetSearches();
    this.products.clear();
    this.forgottenAt.clear();
    this.everythingForgottenAt = this.generation;
    metaByDb.delete(this.db);
  }

  /** Whether what a read started at generation `since` found about these products (and, for a search, its order) may be kept. */
  keepable(since: number, uids: readonly string[], search = false): boolean {
    if (this.everythingForgottenAt > since || (search && this.searchesForgottenAt > since)) return false;
    return uids.every((uid) => (this.forgottenAt.get(uid) ?? 0) <= since);
  }

  /** Keeps a search answer (when `keepable`) and notes which products it shows. */
  keepResult<T extends { items: readonly CatalogProduct[] }>(key: string, result: T, ttlMs: number, since: number): T {
    const uids = result.items.map((item) => item.uid);
    if (ttlMs <= 0 || !this.keepable(since, uids, true)) return result;
    for (const uid of uids) {
      if (!this.resultsShowing.has(uid)) this.resultsShowing.set(uid, new Set());
      this.resultsShowing.get(uid)!.add(key);
    }
    return this.results.set(key, result, ttlMs);
  }
}

const cachesByDb = new WeakMap<Db, CatalogCaches>();

/** Writes that change what a product page or a search shows. */
const CATALOG_TABLES = new Set(['products', 'product_variants', 'categories', 'attribute_options']);

export function catalogCaches(db: Db): CatalogCaches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    const created = new CatalogCaches(db);
    caches = created;
    cachesByDb.set(db, created);
    // A catalog write by this instance, or an order or payment it committed, is looked for at once;
    // other writers' within LOOK_EVERY_MS.
    onWrite(db, (table) => CATALOG_TABLES.has(table) && created.markStale());
    onCommit(db, () => created.markStale());
  }
  return caches;
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
  if (cacheSeconds > 0) await caches.sync();
  const since = caches.generation;
  const prefix = cards ? 'c:' : 'd:';
  const found = new Map<string, CatalogProduct>();
  const missing: string[] = [];
  for (const uid of uids) {
    const cached = cacheSeconds > 0 ? caches.products.get(prefix + uid) : undefined;
    if (cached) found.set(uid, cached);
    else missing.push(uid);
  }
  if (cacheSeconds > 0 && !cards) caches.countServed('catalog:product', missing.length === 0);
  if (missing.length) {
    const loaded = await queryProducts(db, [...new Set(missing)], await catalogMeta(db));
    for (const [uid, product] of loaded) {
      const shaped = deepFreeze(cards ? { ...product, variants: [] } : product);
      found.set(uid, caches.keepable(since, [uid]) ? caches.products.set(prefix + uid, shaped, cacheSeconds * 1000) : shaped);
    }
  }
  return uids.flatMap((uid) => (found.has(uid) ? [found.get(uid)!] : []));
}
