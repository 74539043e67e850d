import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, sameForEveryShopper } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';

/**
 * The main menu (docs/product-rules.md §7: menu load with code mainmenu); it rarely changes, so it is
 * kept long. It is the same for every shopper: a renderer reads it once for all of them.
 */
export const menuQuery = () =>
  queryOptions({
    queryKey: queryKeys.menu(),
    queryFn: () => sameForEveryShopper('catalog', 'menu mainmenu', () => api.call('commerce', 'menu', { code: 'mainmenu' })),
    staleTime: 30 * 60_000,
  });

export function useMenu() {
  return useQuery(menuQuery());
}
