import { createFragment } from '@bottega/fragment-kit';
import { cartQuery } from '../../features/cart/useCart';
import { railInput } from '../../features/listing/listing.api';
import { productsQuery } from '../../features/listing/useListing';
import { ProductRail } from './ProductRail';

export default createFragment({
  team: 'cat',
  component: ProductRail,
  prefetch: ({ params }, client) => Promise.all([client.prefetchQuery(productsQuery(railInput(params.categoryId, params.pageSize))), client.prefetchQuery(cartQuery())]),
});
