import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@bottega/api-contract';
import { api } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';

/** The product, or null when the API does not know this id (the page then shows not-found). */
async function fetchProduct(uid: string) {
  try {
    return await api.call('commerce', 'productDetail', uid);
  } catch (error) {
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400)) return null;
    throw error;
  }
}

/** One query for the page and its server render, so the browser finds what the server fetched. */
export const productQuery = (uid: string) => queryOptions({ queryKey: queryKeys.product(uid), queryFn: () => fetchProduct(uid), staleTime: 60_000 });

export function useProduct(uid: string) {
  return useQuery(productQuery(uid));
}
