import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import { searchProducts } from './search.api';
import { nextPageAfter } from './search.rules';

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

/**
 * The parents of the result categories ("Uomo › Maglioni" next to "Bambino › Maglioni"): the
 * facet gives names only, and two categories often share one.
 */
export function useCategoryParents(uids: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.searchCategories(uids),
    queryFn: async () => {
      const { items } = await api.call('commerce', 'categorySearch', { category_uid: { in: [...uids] } });
      return new Map(items.map((category) => [category.uid, category.breadcrumbs.map((crumb) => crumb.name).join(' › ')]));
    },
    enabled: uids.length > 0,
    staleTime: 30 * 60_000,
  });
}
