import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { fetchBlocks } from './blocks.api';
import { byIdentifier } from './blocks.rules';

/**
 * Content blocks by identifier. A failed request is warned about, never thrown: the fragment
 * decides what to show without them (the top bar shows nothing, the footer keeps its columns).
 */
export function useBlocks(identifiers: readonly string[]) {
  const query = useQuery({
    queryKey: queryKeys.blocks(identifiers),
    queryFn: () =>
      fetchBlocks(identifiers).catch((error: unknown) => {
        console.warn('[mf-content] content blocks failed to load', error);
        throw error;
      }),
    staleTime: 5 * 60_000,
    select: byIdentifier,
  });
  return { blocks: query.data, isPending: query.isPending, isError: query.isError };
}
