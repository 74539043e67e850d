import { useQuery } from '@tanstack/react-query';
import { pageQuery } from './cms.api';
import type { PageLookup } from './cms.rules';

export function usePage(lookup: PageLookup) {
  const query = useQuery(pageQuery(lookup));
  return { page: query.data ?? undefined, isPending: query.isPending, notFound: query.data === null, failed: query.isError };
}
