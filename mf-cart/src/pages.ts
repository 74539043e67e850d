// The cart team's page answers (`POST /page`, docs/adr/0036-the-team-answers-for-its-page.md): each page's
// status and head. Only the renderer loads this module; the browser never does.
import type { PageResolvers } from '@bottega/fragment-kit/page';
import { wishlistHead } from './features/wishlist/wishlist.head';

export const pages: PageResolvers = {
  // Rendered from nothing but the address: no read, so nothing to cache.
  WishlistPage: { resolve: async ({ props, origin }) => ({ status: 200, head: wishlistHead(origin, props.basePath) }) },
};
