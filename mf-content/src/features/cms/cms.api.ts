import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@bottega/api-contract';
import { api } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import type { PageLookup } from './cms.rules';

/** A page the CMS does not have is an answer (null), not a failure: it is not asked again, and a
 * server render shows the not-found page from it, where a failed query would show the loading state. */
const fetchPage = (lookup: PageLookup) =>
  api.call('content', 'cmsPage', lookup).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  });

export const pageQuery = (lookup: PageLookup) => queryOptions({ queryKey: queryKeys.page(lookup), queryFn: () => fetchPage(lookup), staleTime: 5 * 60_000 });
