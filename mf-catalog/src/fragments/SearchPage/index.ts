import { createFragment } from '@bottega/fragment-kit';
import { categoriesOf } from '../../features/search/search.api';
import { parseSearchAddress } from '../../features/search/search.rules';
import { categoryParentsQuery, resultsQuery } from '../../features/search/useSearch';
import { SearchPage } from './SearchPage';

export default createFragment({
  team: 'cat',
  // For guests its HTML depends only on the catalog and the address: the renderer caches it until a price or a stock changes.
  cache: 'catalog',
  component: SearchPage,
  // The page the address asks for, the unfiltered first page (its Categories list) and those categories' parents.
  prefetch: async ({ query }, client) => {
    const { term, categoryUid, page } = parseSearchAddress(query);
    if (term === null) return;
    await Promise.all([client.prefetchQuery(resultsQuery(term, null, 1)), client.prefetchQuery(resultsQuery(term, categoryUid, page))]);
    const uids = categoriesOf(client.getQueryData(resultsQuery(term, null, 1).queryKey)?.availableFilters ?? []).map((category) => category.uid);
    if (uids.length > 0) await client.prefetchQuery(categoryParentsQuery(uids));
  },
});
