import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { fetchOrders } from './orders.api';

/** The previous page stays on screen while the next loads, so the list never collapses. */
export function useOrders(page: number) {
  return useQuery({ queryKey: queryKeys.orders(page), queryFn: () => fetchOrders(page), placeholderData: keepPreviousData, retry: false });
}
