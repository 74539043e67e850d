import { createFragment } from '@bottega/fragment-kit';
import { cartQuery } from '../../features/cart/useCart';
import { productQuery } from '../../features/product/useProduct';
import { ProductPage } from './ProductPage';

export default createFragment({
  team: 'cat',
  component: ProductPage,
  // The cart too: how many the shopper already holds decides what the page says about availability.
  prefetch: ({ params }, client) => Promise.all([client.prefetchQuery(productQuery(params.productId ?? '')), client.prefetchQuery(cartQuery())]),
});
