/**
 * The facet state of a category listing (docs/product-rules.md §3 "Facets from the URL") and its two-way mapping to
 * the query string, so back, forward, reload and shared links restore exactly what was on screen.
 * A malformed value never raises: it falls back to its default (issue 4, "Bad input").
 */

import { FACET_IDS, SORT_KEYS, type FacetId, type SortKey } from '@bottega/api-contract';

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

/** Ticks or unticks one option; any change of the result set goes back to page 1. */
export function toggleFilter(facets: Facets, code: FacetId, option: string): Facets {
  const current = facets.filters[code] ?? [];
  const next = current.includes(option) ? current.filter((value) => value !== option) : [...current, option];
  const filters = { ...facets.filters };
  if (next.length > 0) filters[code] = next;
  else delete filters[code];
  return { ...facets, filters, page: 1 };
}

/** The parts of the facets that a listing's form sets with fields of its own. */
export type FormPart = 'sort' | 'itemsPerPage' | 'price';

/**
 * The hidden fields of a listing's `<form method="get">`, for shoppers without JavaScript: every facet
 * the form does not set itself, as the address writes it, so the query string the browser builds from
 * them and the form's own fields is the listing with the new choice. The page is left out: a new
 * order, page size or price range starts again at page 1.
 */
export function carriedFields(facets: Facets, own: FormPart[]): [name: string, value: string][] {
  const defaults = defaultFacets();
  const carried: Facets = { ...facets, page: 1, ...Object.fromEntries(own.map((part) => [part, defaults[part]])) };
  return [...new URLSearchParams(serializeFacets(carried))];
}

export const withSort = (facets: Facets, sort: SortKey): Facets => ({ ...facets, sort, page: 1 });
export const withItemsPerPage = (facets: Facets, itemsPerPage: number): Facets => ({ ...facets, itemsPerPage, page: 1 });
export const withPage = (facets: Facets, page: number): Facets => ({ ...facets, page });
export const withPrice = (facets: Facets, range: PriceRange): Facets => ({ ...facets, price: range, page: 1 });
export const clearFilters = (facets: Facets): Facets => ({ ...facets, filters: {}, price: {}, page: 1 });

export const activeFilterCount = (facets: Facets) =>
  Object.values(facets.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0) + (facets.price.from !== undefined || facets.price.to !== undefined ? 1 : 0);

/**
 * The page numbers a pager shows: always the first and last, the current one and its neighbours,
 * with `null` where a run is skipped (rendered as an ellipsis).
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push(null);
    result.push(page);
  });
  return result;
}
