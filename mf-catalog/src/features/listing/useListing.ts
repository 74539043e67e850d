import { useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { fetchCategory, fetchProducts, fetchRail, type ProductsInput } from './listing.api';
import { withMinimumDelay } from './pageFetch';
import { listingInput, type Facets } from '@bottega/api-contract/listing';

/** The queries of a listing, shared by its hooks and its server render, so the browser finds what the server fetched. */
export const categoryQuery = (uid: string) => queryOptions({ queryKey: queryKeys.category(uid), queryFn: () => fetchCategory(uid), staleTime: 5 * 60_000 });
export const productsQuery = (input: ProductsInput) => queryOptions({ queryKey: queryKeys.products(input), queryFn: () => fetchProducts(input) });
export const railQuery = (input: ProductsInput) => queryOptions({ queryKey: queryKeys.rail(input), queryFn: () => fetchRail(input) });

export function useCategory(uid: string) {
  return useQuery(categoryQuery(uid));
}

/** Keeps the previous page on screen while the next loads, each taking at least 200 ms so the fading grid never blinks
 * (docs/product-rules.md §9); the first load is not held back, as its images are the page's largest paint. */
export function useListing(categoryUid: string, facets: Facets, enabled = true) {
  const input = listingInput(categoryUid, facets);
  const shown = useRef(false);
  const listing = useQuery({
    ...productsQuery(input),
    queryFn: () => (shown.current ? withMinimumDelay(() => fetchProducts(input)) : fetchProducts(input)),
    placeholderData: keepPreviousData,
    enabled,
  });
  useEffect(() => {
    if (listing.data) shown.current = true;
  }, [listing.data]);
  return listing;
}

export function useRail(input: ProductsInput) {
  return useQuery(railQuery(input));
}
