import { createFragment } from '@bottega/fragment-kit';
import { wishlistCountQuery } from '../../features/wishlist/useWishlist';
import { WishlistButton } from './WishlistButton';

export default createFragment({ team: 'cart', component: WishlistButton, cache: 'static', prefetch: (_props, client) => client.prefetchQuery(wishlistCountQuery()) });
