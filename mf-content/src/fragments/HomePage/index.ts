import { createFragment } from '@bottega/fragment-kit';
import { blocksQuery, layoutBlocksQuery } from '../../features/blocks/blocks.api';
import { homeHeroId } from '../../features/blocks/blocks.rules';
import { HomePage } from './HomePage';

export default createFragment({
  team: 'cnt',
  component: HomePage,
  cache: 'content',
  prefetch: ({ locale }, client) => Promise.all([client.prefetchQuery(blocksQuery([homeHeroId(locale)])), client.prefetchQuery(layoutBlocksQuery(locale))]),
});
