import { createFragment } from '@bottega/fragment-kit';
import { productQuery } from '../../features/product/useProduct';
import { ProductPage } from './ProductPage';

export default createFragment({
  team: 'cat',
  // For guests its HTML depends only on the catalog: the renderer caches it until a price or a stock changes (docs/architecture.md §2.5).
  cache: 'catalog',
  component: ProductPage,
  prefetch: ({ params }, client) => client.prefetchQuery(productQuery(params.productId ?? '')),
});
