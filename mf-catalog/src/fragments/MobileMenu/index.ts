import { createFragment } from '@bottega/fragment-kit';
import { menuQuery } from '../../features/navigation/useMenu';
import { MobileMenu } from './MobileMenu';

// Drawn into every page's menu panel, so that it opens without JavaScript: kept by the renderer like the category bar.
export default createFragment({ team: 'cat', component: MobileMenu, cache: 'catalog', prefetch: (_props, client) => client.prefetchQuery(menuQuery()) });
