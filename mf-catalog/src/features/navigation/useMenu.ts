import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';

/** The main menu (docs/product-rules.md §7: menu load with code mainmenu); it rarely changes, so it is kept long. */
export const menuQuery = () =>
  queryOptions({
    queryKey: queryKeys.menu(),
    queryFn: () => api.call('commerce', 'menu', { code: 'mainmenu' }),
    staleTime: 30 * 60_000,
  });

export function useMenu() {
  return useQuery(menuQuery());
}
