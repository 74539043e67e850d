import { createFragment } from '@bottega/fragment-kit';
import { wishlistEntryQuery } from '../../features/wishlist/useWishlist';
import { WishlistHeart } from './WishlistHeart';

export default createFragment({
  team: 'cart',
  component: WishlistHeart,
  // As a guest without a wishlist sees it, a heart depends on nothing but its product.
  cache: 'static',
  prefetch: ({ params }, client) => client.prefetchQuery(wishlistEntryQuery(params.sku ?? '')),
});
