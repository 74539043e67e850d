import { createFragment } from '@bottega/fragment-kit';
import { pagesQuery, productOptionsQuery } from '../../features/wishlist/useWishlist';
import { allItems, needsChoice } from '../../features/wishlist/wishlist.rules';
import { WishlistPage } from './WishlistPage';

/** Rendered on the server with the first page of items and the colours and sizes of those still to be
 * chosen, so every card's forms work before any script (docs/adr/0038-shopper-actions-as-html-forms.md). */
export default createFragment({
  team: 'cart',
  component: WishlistPage,
  prefetch: async (_props, client) => {
    const { pages } = await client.fetchInfiniteQuery(pagesQuery);
    await Promise.all(
      allItems(pages)
        .filter(needsChoice)
        .map((item) => client.prefetchQuery(productOptionsQuery(item.product.uid))),
    );
  },
});
