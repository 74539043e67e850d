import type { ColumnType, Generated } from 'kysely';

/** Values the database fills in (defaults, triggers) and the application only reads. */
type DbFilled<T> = ColumnType<T, never, never>;

export type ProductType = 'SimpleProduct' | 'ConfigurableProduct' | 'VirtualProduct' | 'BundleProduct';

export interface CategoriesTable {
  uid: string;
  parent_uid: string | null;
  name: string;
  url_key: string;
  /** Full path below the locale, e.g. `uomo/maglioni`; unique. */
  url_path: string;
  position: number;
  include_in_menu: boolean;
  /** Kept out of the category list of search results (docs/product-rules.md §9) and out of the sitemap: a hidden category. */
  excluded_from_search: boolean;
  /** Kept by a trigger (migration 012). */
  updated_at: DbFilled<Date>;
}

export interface ProductsTable {
  uid: string;
  sku: string;
  type: ProductType;
  name: string;
  brand: string;
  merchant_sku: string;
  url_key: string;
  description: string;
  /** Garment kind, drives the drawn image (maglione, camicia, pantaloni…). */
  kind: string;
  regular_price_cents: number;
  special_price_cents: number | null;
  /** Stock of a simple product; for configurable products the sum of the variants, informational. */
  stock_qty: number;
  /** `only_x_left_in_stock` is shown at or below this quantity. */
  low_stock_threshold: number;
  /** The product's categories and all their ancestors. */
  category_uids: string[];
  /** Facet values by attribute code, always arrays of option ids: `{ color: ['blu'], dimensione: ['m'] }`. */
  attributes: ColumnType<Record<string, string[]>, string, string>;
  /** The same as `code::id` texts (`color::blu`), generated from `attributes`, for facet counts. */
  facet_values: DbFilled<string[]>;
  /** Catalog order for the default sort. */
  position: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** The last change of anything but the stock, set by a trigger (migration 013). */
  updated_at: DbFilled<Date>;
  /** Maintained by a trigger from name, brand and description (Italian stemming, accents stripped). */
  search_vector: DbFilled<string>;
  /** Name and brand, lower-case without accents, for trigram similarity; filled by the same trigger. */
  search_name: DbFilled<string>;
}

export interface ProductVariantsTable {
  sku: string;
  product_uid: string;
  color: string;
  color_label: string;
  size: string;
  stock_qty: number;
  merchant_sku: string;
}

/** Labels and order of the facet values (`attribute_code` + option id). */
export interface AttributeOptionsTable {
  attribute_code: string;
  value_id: string;
  label: string;
  position: number;
  /** CSS colour for colour swatches. */
  swatch: string | null;
}

/** Words of the catalog, for typo correction by trigram similarity. */
export interface SearchWordsTable {
  word: string;
}

export interface CmsBlocksTable {
  identifier: string;
  title: string;
  /** HTML as authored; sanitised when served. */
  content: string;
  /** Structured fields of a block (image, text, links, social…). */
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface CmsPagesTable {
  identifier: string;
  url_key: string;
  title: string;
  content: string;
  meta_description: string;
  /** Kept by a trigger (migration 012). */
  updated_at: DbFilled<Date>;
}

/** Old paths that answer with a redirect (route resolver). */
export interface UrlRedirectsTable {
  from_path: string;
  to_path: string;
  status: number;
}

export interface ContactRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
  created_at: DbFilled<Date>;
}

/** One row: the catalog changes folded out of catalog_changes, plus where the count started (migrations 008, 011). */
export interface CatalogVersionTable {
  id: number;
  version: string;
}

/** What a page can show changed, per product (null: the whole catalog); appended by triggers (migration 011). */
export interface CatalogChangesTable {
  id: Generated<string>;
  product_uid: string | null;
  kind: 'stock' | 'product' | 'catalog';
  writer: DbFilled<string>;
  changed_at: DbFilled<Date>;
}

/** One row: grows with every write to a CMS block or page (migration 009). */
export interface ContentVersionTable {
  id: number;
  version: string;
}

export interface CatalogTables {
  catalog_version: CatalogVersionTable;
  catalog_changes: CatalogChangesTable;
  content_version: ContentVersionTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  attribute_options: AttributeOptionsTable;
  search_words: SearchWordsTable;
  cms_blocks: CmsBlocksTable;
  cms_pages: CmsPagesTable;
  url_redirects: UrlRedirectsTable;
  contact_requests: ContactRequestsTable;
}
