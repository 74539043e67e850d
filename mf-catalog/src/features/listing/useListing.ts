import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { fetchCategory, fetchProducts, listingInput, type ProductsInput } from './listing.api';
import type { Facets } from './listing.rules';

/** The queries of a listing, shared by its hooks and its server render, so the browser finds what the server fetched. */
export const categoryQuery = (uid: string) => queryOptions({ queryKey: queryKeys.category(uid), queryFn: () => fetchCategory(uid), staleTime: 5 * 60_000 });
export const productsQuery = (input: ProductsInput) => queryOptions({ queryKey: queryKeys.products(input), queryFn: () => fetchProducts(input) });

export function useCategory(uid: string) {
  return useQuery(categoryQuery(uid));
}

/** Keeps the previous page on screen while the next facets load, so the grid never collapses. */
export function useListing(categoryUid: string, facets: Facets, enabled = true) {
  return useProducts(listingInput(categoryUid, facets), enabled);
}

export function useProducts(input: ProductsInput, enabled = true) {
  return useQuery({ ...productsQuery(input), placeholderData: keepPreviousData, enabled });
}
