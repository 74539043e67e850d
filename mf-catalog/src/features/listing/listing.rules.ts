import type { FacetId, SortKey } from '@bottega/api-contract';
import { defaultFacets, serializeFacets, type Facets, type PriceRange } from '@bottega/api-contract/listing';

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

/** The hidden fields of a listing's `<form method="get">` without JavaScript: every facet the form does not set itself, so
 * the browser's query string is the listing with the new choice; the page is left out, as any change starts at page 1. */
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

/** The page numbers a pager shows: first, last, the current one and its neighbours, `null` for a skipped run (an ellipsis). */
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
