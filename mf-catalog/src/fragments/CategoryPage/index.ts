import { createFragment } from '@bottega/fragment-kit';
import { cartQuery } from '../../features/cart/useCart';
import { listingInput } from '../../features/listing/listing.api';
import { parseFacets } from '../../features/listing/listing.rules';
import { categoryQuery, productsQuery } from '../../features/listing/useListing';
import { CategoryPage } from './CategoryPage';

export default createFragment({
  team: 'cat',
  component: CategoryPage,
  // The page of products the address asks for, read by the same rules as the page reads it.
  prefetch: ({ params, query }, client) => {
    const categoryId = params.categoryId ?? '';
    return Promise.all([
      client.prefetchQuery(categoryQuery(categoryId)),
      client.prefetchQuery(productsQuery(listingInput(categoryId, parseFacets(query)))),
      client.prefetchQuery(cartQuery()),
    ]);
  },
});
