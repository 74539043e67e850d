import { layoutBlocksQuery } from './blocks.api';
import { useBlocks } from './useBlocks';

export const useLayoutBlocks = (locale: string) => useBlocks(layoutBlocksQuery(locale));
