import { createFragment } from '@bottega/fragment-kit';
import { cartQuery } from '../../features/cart/useCart';
import { productQuery } from '../../features/product/useProduct';
import { ProductPage } from './ProductPage';

export default createFragment({
  team: 'cat',
  // For guests its HTML depends only on the catalog: kept by the renderer until a price or a stock changes.
  cache: 'catalog',
  component: ProductPage,
  // The cart too: how many the shopper already holds decides what the page says about availability.
  prefetch: ({ params }, client) => Promise.all([client.prefetchQuery(productQuery(params.productId ?? '')), client.prefetchQuery(cartQuery())]),
});
