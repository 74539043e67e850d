import { createFragment } from '@bottega/fragment-kit';
import { listingInput, parseFacets } from '@bottega/api-contract/listing';
import { categoryQuery, productsQuery } from '../../features/listing/useListing';
import { CategoryPage } from './CategoryPage';

export default createFragment({
  team: 'cat',
  // For guests its HTML depends only on the catalog: the renderer caches it until a price or a stock changes (docs/architecture.md §2.5).
  cache: 'catalog',
  component: CategoryPage,
  // The page of products the address asks for, parsed by the same rules the page uses.
  prefetch: ({ params, query }, client) => {
    const categoryId = params.categoryId ?? '';
    return Promise.all([client.prefetchQuery(categoryQuery(categoryId)), client.prefetchQuery(productsQuery(listingInput(categoryId, parseFacets(query))))]);
  },
});
