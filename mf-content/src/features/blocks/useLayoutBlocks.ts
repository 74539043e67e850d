import { layoutBlockIds } from './blocks.rules';
import { useBlocks } from './useBlocks';

/** Top bar, footer and copyright read one request's blocks, so the layout costs one call. */
export const useLayoutBlocks = (locale: string) => useBlocks(Object.values(layoutBlockIds(locale)));
