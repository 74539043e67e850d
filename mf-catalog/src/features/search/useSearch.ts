import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import { fetchProducts } from '../listing/listing.api';
import { searchInput, searchProducts } from './search.api';
import { nextPageAfter, RESULTS_PAGE_SIZE } from './search.rules';

/** Pages of `pageSize` fetched one after another; a short page ends the list. */
export function useSearch(term: string | null, categoryUid: string | null, pageSize: number) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.search(term ?? '', categoryUid), pageSize],
    queryFn: ({ pageParam }) => searchProducts(term!, categoryUid, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) =>
      nextPageAfter(
        pages.map((page) => ({ itemCount: page.items.length })),
        pageSize,
      ),
    enabled: term !== null,
    staleTime: 60_000,
  });
}

/** One page of the results page, each product as its card shows it; shared with its server render. */
export const resultsQuery = (term: string, categoryUid: string | null, page: number) =>
  queryOptions({
    queryKey: queryKeys.searchPage(term, categoryUid, page),
    queryFn: () => fetchProducts(searchInput(term, categoryUid, page, RESULTS_PAGE_SIZE)),
    staleTime: 60_000,
  });

/** The page the address asks for, the previous one kept on screen while it loads. */
export function useResults(term: string | null, categoryUid: string | null, page: number) {
  return useQuery({ ...resultsQuery(term ?? '', categoryUid, page), enabled: term !== null, placeholderData: keepPreviousData });
}

/** The parents of the result categories ("Uomo › Maglioni" beside "Bambino › Maglioni"): the facet gives names only, and two often share one. */
export const categoryParentsQuery = (uids: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.searchCategories(uids),
    queryFn: async () => {
      const { items } = await api.call('commerce', 'categorySearch', { category_uid: { in: [...uids] } });
      // A plain object, not a Map: the server sends its query cache to the browser as JSON.
      return Object.fromEntries(items.map((category) => [category.uid, category.breadcrumbs.map((crumb) => crumb.name).join(' › ')])) as Record<string, string>;
    },
    staleTime: 30 * 60_000,
  });

export function useCategoryParents(uids: readonly string[]) {
  return useQuery({ ...categoryParentsQuery(uids), enabled: uids.length > 0 });
}
