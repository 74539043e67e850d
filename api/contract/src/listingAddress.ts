/**
 * A category listing's facets and their query string (docs/product-rules.md §3 "Facets from the URL"), so back, reload and shared links restore
 * the screen; a malformed value falls back to its default. Shared because the listing and the edge (the page's head) read it alike.
 */

import { FACET_IDS, SORT_KEYS, type FacetId, type SortKey } from './catalogTerms';
import type { ProductSearchInput } from './catalog';

export const DEFAULT_ITEMS_PER_PAGE = 14;
/** What the "items per page" menu offers; multiples of the default keep rows full on desktop. */
export const ITEMS_PER_PAGE_OPTIONS = [14, 28, 56] as const;
const MAX_TERM_LENGTH = 100;
const MAX_VALUES_PER_FILTER = 20;
const MAX_PRICE = 100_000;

export interface PriceRange {
  from?: number;
  to?: number;
}

export interface Facets {
  /** facet id → chosen option ids, e.g. `{ color: ['blu', 'rosso'] }`. */
  filters: Partial<Record<FacetId, string[]>>;
  itemsPerPage: number;
  page: number;
  sort: SortKey;
  term: string;
  price: PriceRange;
}

export const defaultFacets = (): Facets => ({
  filters: {},
  itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
  page: 1,
  sort: 'default',
  term: '',
  price: {},
});

/** Query keys that are not filters. `id` belongs to the /it/Category?id= route. */
const RESERVED = new Set(['itemsPerPage', 'page', 'sort', 'term', 'priceFrom', 'priceTo', 'id']);
/** Only facets the API knows become filters: anything else in the address (utm_…, typos) is ignored. */
const KNOWN_FACETS = new Set<string>(FACET_IDS);
export const isFacetId = (code: string): code is FacetId => KNOWN_FACETS.has(code);
const OPTION_ID = /^[\p{L}\p{N}_.-]{1,60}$/u;

/** availableFilters values are `prefix::id`; the address keeps the bare id. */
export const optionId = (value: string) => {
  const separator = value.lastIndexOf('::');
  return separator === -1 ? value : value.slice(separator + 2);
};

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : fallback;
}

/** A price as the address writes it ("79.5"), or as a shopper types it in the price form without JavaScript ("79,50 "). */
function price(raw: string | null): number | undefined {
  const text = raw?.trim().replace(',', '.') ?? '';
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return undefined;
  const value = Number(text);
  return value <= MAX_PRICE ? value : undefined;
}

/** Reads facets from `location.search`; every part that does not make sense takes its default. */
export function parseFacets(search: string): Facets {
  const query = new URLSearchParams(search);
  const facets = defaultFacets();
  const perPage = Number(query.get('itemsPerPage'));
  if ((ITEMS_PER_PAGE_OPTIONS as readonly number[]).includes(perPage)) facets.itemsPerPage = perPage;
  facets.page = positiveInt(query.get('page'), 1, 10_000);
  const sort = query.get('sort');
  if (sort && (SORT_KEYS as readonly string[]).includes(sort)) facets.sort = sort as SortKey;
  facets.term = (query.get('term') ?? '').trim().slice(0, MAX_TERM_LENGTH);

  let from = price(query.get('priceFrom'));
  let to = price(query.get('priceTo'));
  // A reversed range is a slip, not a wish for an empty page.
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  if (from !== undefined) facets.price.from = from;
  if (to !== undefined) facets.price.to = to;

  for (const [key, raw] of query.entries()) {
    if (RESERVED.has(key) || !isFacetId(key)) continue;
    const values = raw.split(',').filter((value) => OPTION_ID.test(value));
    const unique = [...new Set([...(facets.filters[key] ?? []), ...values])].slice(0, MAX_VALUES_PER_FILTER);
    if (unique.length > 0) facets.filters[key] = unique;
  }
  return facets;
}

/** Writes facets as a query string (with `?`, or '' when everything is default); defaults are left out so links stay short. */
export function serializeFacets(facets: Facets): string {
  const query = new URLSearchParams();
  for (const code of (Object.keys(facets.filters) as FacetId[]).sort()) {
    const values = facets.filters[code] ?? [];
    if (values.length > 0) query.set(code, values.join(','));
  }
  if (facets.price.from !== undefined) query.set('priceFrom', String(facets.price.from));
  if (facets.price.to !== undefined) query.set('priceTo', String(facets.price.to));
  if (facets.term) query.set('term', facets.term);
  if (facets.sort !== 'default') query.set('sort', facets.sort);
  if (facets.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE) query.set('itemsPerPage', String(facets.itemsPerPage));
  if (facets.page !== 1) query.set('page', String(facets.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The products request of a category listing: the URL's facets, scoped to the category. */
export function listingInput(categoryUid: string, facets: Facets): ProductSearchInput {
  const hasPrice = facets.price.from !== undefined || facets.price.to !== undefined;
  return {
    ...(facets.term ? { term: facets.term } : {}),
    filters: {
      category_uid: { in: [categoryUid] },
      ...(Object.keys(facets.filters).length > 0 ? { attributes: facets.filters } : {}),
      ...(hasPrice ? { price: facets.price } : {}),
    },
    sort: facets.sort,
    page: facets.page,
    pageSize: facets.itemsPerPage,
  };
}
