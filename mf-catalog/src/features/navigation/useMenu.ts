import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, sameForEveryShopper } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';

/** The main menu (docs/product-rules.md §7, code mainmenu): it rarely changes, so it is cached long, and a renderer loads it once for every shopper. */
export const menuQuery = () =>
  queryOptions({
    queryKey: queryKeys.menu(),
    queryFn: () => sameForEveryShopper('catalog', 'menu mainmenu', () => api.call('commerce', 'menu', { code: 'mainmenu' })),
    staleTime: 30 * 60_000,
  });

export function useMenu() {
  return useQuery(menuQuery());
}
