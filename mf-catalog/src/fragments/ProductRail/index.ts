import { createFragment } from '@bottega/fragment-kit';
import { railInput } from '../../features/listing/listing.api';
import { railQuery } from '../../features/listing/useListing';
import { ProductRail } from './ProductRail';

export default createFragment({
  team: 'cat',
  // For guests its HTML depends only on the catalog: the renderer caches it until a price or a stock changes (docs/architecture.md §2.5).
  cache: 'catalog',
  component: ProductRail,
  prefetch: ({ params }, client) => client.prefetchQuery(railQuery(railInput(params.categoryId, params.pageSize))),
});
