import { createFragment } from '@bottega/fragment-kit';
import { menuQuery } from '../../features/navigation/useMenu';
import { MobileMenu } from './MobileMenu';

// Rendered into every page's menu panel so it opens without JavaScript (docs/architecture.md §2.9); cached like the category bar.
export default createFragment({ team: 'cat', component: MobileMenu, cache: 'catalog', prefetch: (_props, client) => client.prefetchQuery(menuQuery()) });
