import { createFragment } from '@bottega/fragment-kit';
import { railInput } from '../../features/listing/listing.api';
import { railQuery } from '../../features/listing/useListing';
import { ProductRail } from './ProductRail';

export default createFragment({
  team: 'cat',
  // For guests its HTML depends only on the catalog: kept by the renderer until a price or a stock changes.
  cache: 'catalog',
  component: ProductRail,
  prefetch: ({ params }, client) => client.prefetchQuery(railQuery(railInput(params.categoryId, params.pageSize))),
});
