import { z } from 'zod';
import { FACET_IDS, SORT_KEYS } from './catalogTerms';
import { method } from './define';

/** Product types of the catalog; only SimpleProduct goes to the cart from a card (docs/product-rules.md §3). */
export const productType = z.enum(['SimpleProduct', 'ConfigurableProduct', 'VirtualProduct', 'BundleProduct']);
export const stockStatus = z.enum(['IN_STOCK', 'OUT_OF_STOCK']);

export const facetId = z.enum(FACET_IDS);
export const productSort = z.enum(SORT_KEYS);

export const money = z.object({ value: z.number(), currency: z.literal('EUR') });
const price = z.object({
  final_price: money,
  regular_price: money,
  discount: z.object({ amount_off: z.number(), percent_off: z.number() }),
});
const image = z.object({ url: z.string(), label: z.string() });

export const configurableOption = z.object({
  attribute_code: z.enum(['color', 'dimensione']),
  uid: z.string(),
  label: z.string(),
  values: z.array(z.object({ uid: z.string(), label: z.string(), swatch: z.string().nullable() })),
});

export const productVariant = z.object({
  attributes: z.array(z.object({ code: z.enum(['color', 'dimensione']), uid: z.string(), label: z.string() })),
  product: z.object({
    sku: z.string(),
    merchant_sku: z.string(),
    stock_status: stockStatus,
    /** The quantity left when it is at or below the low-stock threshold, else null. */
    only_x_left_in_stock: z.number().int().nullable(),
    thumbnail: image,
  }),
});

export const categoryRef = z.object({ uid: z.string(), name: z.string(), url_path: z.string() });

/** What the request's option values select (Magento's `configurable_product_options_selection`): `variant` only once colour and size are both chosen. */
export const optionsSelection = z.object({
  variant: z.object({ sku: z.string(), merchant_sku: z.string() }).nullable(),
});

export const product = z.object({
  __typename: productType,
  vsf_typename: productType,
  uid: z.string(),
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  merchant_sku: z.string(),
  url_key: z.string(),
  stock_status: stockStatus,
  only_x_left_in_stock: z.number().int().nullable(),
  is_virtual: z.boolean(),
  price_range: z.object({ minimum_price: price, maximum_price: price }),
  thumbnail: image,
  media_gallery: z.array(image),
  description: z.string(),
  categories: z.array(categoryRef),
  configurable_options: z.array(configurableOption),
  variants: z.array(productVariant),
  /** ISO date the product entered the catalog (new arrivals). */
  created_at: z.string(),
  /** Null for a product that is not configurable; productDetail answers it for the option values its request selects. */
  configurable_product_options_selection: optionsSelection.nullable(),
  /** The product's global resource name, `grn:bottega:product:<uid>`: the same in every answer, locale and session. */
  item_grn: z.string(),
  /** This shopper's wishlist item for the product (or its selected variant), null when it is not in their wishlist. */
  wishlist_uid: z.string().nullable(),
  /** Whether one more can go in this shopper's cart (product rule §4: stock and the per-line maximum); for a configurable product, its selected or any variant. */
  isMoreItem: z.boolean(),
});
export type Product = z.infer<typeof product>;

/** Product ids as the storefront may send them: plain `uid` or the composite `Product::uid` (product rule §3). */
const productUid = z.string().trim().min(1).max(200);
const categoryUids = z.array(z.string().trim().min(1).max(100)).max(50);

export const productSearchInput = z.strictObject({
  /** Free text; at most 500 characters are used, and a term without letters or digits finds nothing. */
  term: z.string().max(1000).optional(),
  filters: z
    .strictObject({
      /** Category uids (search fragment); products of any of them. */
      cats_ids: categoryUids.optional(),
      /** Category uids (category listing), Magento style. */
      category_uid: z.strictObject({ in: categoryUids }).optional(),
      /** Facet values by facet id, each `prefix::id` as in availableFilters (the bare id is accepted too). */
      attributes: z.partialRecord(facetId, z.array(z.string().max(200)).max(50)).optional(),
      price: z.strictObject({ from: z.number().nonnegative().max(1e7).optional(), to: z.number().nonnegative().max(1e7).optional() }).optional(),
      /** Only products a shopper can buy now (IN_STOCK): the home page's rails never feature a sold-out one (docs/product-rules.md §10). */
      in_stock: z.boolean().optional(),
    })
    .optional(),
  sort: productSort.optional(),
  page: z.number().int().min(1).max(10000).optional(),
  /** Default 10 (product rule §9); the search fragment asks 40, the category listing 14. */
  pageSize: z.number().int().min(1).max(100).optional(),
});
export type ProductSearchInput = z.input<typeof productSearchInput>;

export const availableFilter = z.object({
  attribute_code: z.string(),
  label: z.string(),
  count: z.number().int(),
  options: z.array(z.object({ label: z.string(), value: z.string(), count: z.number().int() })),
});

export const productSearchResult = z.object({
  items: z.array(product),
  availableFilters: z.array(availableFilter),
  page_info: z.object({ current_page: z.number().int(), page_size: z.number().int(), total_pages: z.number().int() }),
  total_count: z.number().int(),
});
export type ProductSearchResult = z.infer<typeof productSearchResult>;

export const category = z.object({
  uid: z.string(),
  name: z.string(),
  url_key: z.string(),
  url_path: z.string(),
  parent_uid: z.string().nullable(),
  product_count: z.number().int(),
  breadcrumbs: z.array(z.object({ uid: z.string(), name: z.string(), url_path: z.string() })),
  children: z.array(z.object({ uid: z.string(), name: z.string(), url_path: z.string() })),
});
export type Category = z.infer<typeof category>;

export interface MenuItem {
  uid: string;
  label: string;
  /** Storefront link, e.g. `/it/c/uomo-maglioni`. */
  link: string;
  children: MenuItem[];
}
export const menuItem: z.ZodType<MenuItem> = z.object({
  uid: z.string(),
  label: z.string(),
  link: z.string(),
  get children() {
    return z.array(menuItem);
  },
});

export const routeResult = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('PRODUCT'), uid: z.string(), url_key: z.string(), relative_url: z.string() }),
    z.object({ type: z.literal('CATEGORY'), uid: z.string(), url_key: z.string(), relative_url: z.string() }),
    z.object({ type: z.literal('CMS_PAGE'), identifier: z.string(), url_key: z.string(), relative_url: z.string() }),
    z.object({ type: z.literal('REDIRECT'), redirect_code: z.union([z.literal(301), z.literal(302)]), relative_url: z.string() }),
  ])
  .nullable();
export type RouteResult = z.infer<typeof routeResult>;

/** When a page last changed, as a sitemap's `lastmod` takes it (W3C Datetime, UTC). */
const lastmod = z.iso.datetime();

export const catalogMethods = {
  products: method('Cerca, filtra, ordina e pagina i prodotti; availableFilters con i conteggi per faccetta.', z.tuple([productSearchInput]), productSearchResult),
  productDetail: method(
    'Un prodotto per uid (anche nella forma composta Product::uid); facoltativi i valori delle opzioni scelti (configurable_product_options_selection).',
    z.tuple([productUid, z.strictObject({ configurableOptionValueUids: z.array(z.string().trim().min(1).max(200)).max(5) }).optional()]),
    product,
  ),
  categorySearch: method('Categorie per uid.', z.tuple([z.strictObject({ category_uid: z.strictObject({ in: categoryUids }) })]), z.object({ items: z.array(category) })),
  menu: method('Il menu principale (code mainmenu).', z.tuple([z.strictObject({ code: z.literal('mainmenu') })]), z.object({ uid: z.string(), items: z.array(menuItem) })),
  route: method('Risolve un percorso: prodotto, categoria, pagina CMS o redirect; null se sconosciuto.', z.tuple([z.strictObject({ url: z.string().max(2000) })]), routeResult),
  catalogVersion: method(
    'La versione del catalogo: cresce quando cambia ciò che una pagina mostra (un prezzo, un nome, lo stato delle scorte o "ne restano solo N", una categoria), e quando un prodotto entra o esce. Chi conserva pagine del catalogo le rifà quando cambia.',
    z.tuple([]),
    z.object({ version: z.number().int() }),
  ),
  sitemap: method(
    'Ogni pagina da far trovare ai motori di ricerca, con la data della sua ultima modifica (lastmod): uid delle categorie (non le nascoste) e dei prodotti, url_key delle pagine CMS.',
    z.tuple([]),
    z.object({
      categories: z.array(z.object({ uid: z.string(), lastmod: lastmod })),
      products: z.array(z.object({ uid: z.string(), lastmod: lastmod })),
      pages: z.array(z.object({ url_key: z.string(), lastmod: lastmod })),
    }),
  ),
} satisfies Record<string, ReturnType<typeof method>>;
