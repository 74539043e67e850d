import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@bottega/api-contract';
import { queryKeys } from '../../app/queryKeys';
import { fetchPage, type PageLookup } from './cms.api';

const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

export function usePage(lookup: PageLookup) {
  const query = useQuery({
    queryKey: queryKeys.page(lookup),
    queryFn: () => fetchPage(lookup),
    staleTime: 5 * 60_000,
    // A missing page stays missing: asking again only delays the not-found page.
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
  return { page: query.data, isPending: query.isPending, notFound: isNotFound(query.error), failed: query.isError && !isNotFound(query.error) };
}
