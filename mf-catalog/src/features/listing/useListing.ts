import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { fetchCategory, fetchProducts, listingInput, type ProductsInput } from './listing.api';
import type { Facets } from './listing.rules';

export function useCategory(uid: string) {
  return useQuery({ queryKey: queryKeys.category(uid), queryFn: () => fetchCategory(uid), staleTime: 5 * 60_000 });
}

/** Keeps the previous page on screen while the next facets load, so the grid never collapses. */
export function useListing(categoryUid: string, facets: Facets, enabled = true) {
  return useProducts(listingInput(categoryUid, facets), enabled);
}

export function useProducts(input: ProductsInput, enabled = true) {
  return useQuery({ queryKey: queryKeys.products(input), queryFn: () => fetchProducts(input), placeholderData: keepPreviousData, enabled });
}
