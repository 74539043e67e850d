import { api } from '@bottega/fragment-kit';
import { optionId } from '@bottega/api-contract/listing';
import type { ProductsInput } from '../listing/listing.api';

/** One page of a search (docs/product-rules.md §7: term, page, the page size — 40 in the header — optional cats_ids). */
export function searchInput(term: string, categoryUid: string | null, page: number, pageSize: number): ProductsInput {
  return {
    term,
    page,
    pageSize,
    ...(categoryUid ? { filters: { cats_ids: [categoryUid] } } : {}),
  };
}

export function searchProducts(term: string, categoryUid: string | null, page: number, pageSize: number) {
  return api.call('commerce', 'products', searchInput(term, categoryUid, page, pageSize));
}

export interface SearchCategory {
  uid: string;
  name: string;
  count: number;
}

type AvailableFilters = Awaited<ReturnType<typeof searchProducts>>['availableFilters'];

/** The Categories list of the results: the category facet of the unfiltered search, largest first. */
export function categoriesOf(availableFilters: AvailableFilters): SearchCategory[] {
  const facet = availableFilters.find((filter) => filter.attribute_code === 'category_uid');
  return (facet?.options ?? [])
    .map((option) => ({ uid: optionId(option.value), name: option.label, count: option.count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'it'));
}
