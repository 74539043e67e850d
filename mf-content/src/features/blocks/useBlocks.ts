import { useQuery } from '@tanstack/react-query';
import type { blocksQuery } from './blocks.api';
import { byIdentifier } from './blocks.rules';

/** The blocks of one request (blocksQuery, layoutBlocksQuery) by identifier. */
export function useBlocks(blocks: ReturnType<typeof blocksQuery>) {
  const query = useQuery({ ...blocks, select: byIdentifier });
  return { blocks: query.data, isPending: query.isPending, isError: query.isError };
}
