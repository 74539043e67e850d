import { createFragment } from '@bottega/fragment-kit';
import { menuQuery } from '../../features/navigation/useMenu';
import { CategoryNav } from './CategoryNav';

// The menu is the catalog's: the renderer caches its HTML until the catalog changes.
export default createFragment({ team: 'cat', component: CategoryNav, cache: 'catalog', prefetch: (_props, client) => client.prefetchQuery(menuQuery()) });
