import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/browser-contract';
import { api, sameForEveryShopper } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import { layoutBlockIds, missingBlocks } from './blocks.rules';

/** docs/product-rules.md §8: a content block that fails to load produces only a console warning; the caller still
 * gets every block that did arrive. */
async function fetchBlocks(identifiers: readonly string[]) {
  // The same blocks for every shopper: a renderer asks once per change of the CMS content, not once
  // per layout fragment of every logged-in shopper's page.
  const { items } = await sameForEveryShopper('content', `cmsBlocks ${identifiers.join(',')}`, () => api.call('content', 'cmsBlocks', { identifiers: [...identifiers] }));
  const missing = missingBlocks(identifiers, items);
  if (missing.length > 0) console.warn(`[mf-content] content blocks not found: ${missing.join(', ')}`);
  return items;
}

/** Content blocks by identifier, as fragments read them and a server render prefetches them. A failure is warned
 * about, never thrown at the shopper: the fragment shows what it can without them. */
export const blocksQuery = (identifiers: readonly string[]) =>
  queryOptions({
    queryKey: queryKeys.blocks(identifiers),
    queryFn: () =>
      fetchBlocks(identifiers).catch((error: unknown) => {
        console.warn('[mf-content] content blocks failed to load', error);
        throw error;
      }),
    staleTime: 5 * 60_000,
  });

/** Top bar, footer, copyright and home read one request's blocks, so the layout costs one call. */
export const layoutBlocksQuery = (locale: string) => blocksQuery(Object.values(layoutBlockIds(locale)));

/** What a server render of a layout fragment (top bar, footer, copyright) needs before it renders. */
export const prefetchLayoutBlocks = ({ locale }: FragmentProps, client: QueryClient) => client.prefetchQuery(layoutBlocksQuery(locale));
