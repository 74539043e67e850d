import { createFragment } from '@bottega/fragment-kit';
import { menuQuery } from '../../features/navigation/useMenu';
import { CategoryNav } from './CategoryNav';

export default createFragment({ team: 'cat', component: CategoryNav, prefetch: (_props, client) => client.prefetchQuery(menuQuery()) });
