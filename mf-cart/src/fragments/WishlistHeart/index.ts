import { createFragment } from '@bottega/fragment-kit';
import { WishlistHeart } from './WishlistHeart';

export default createFragment({ team: 'cart', component: WishlistHeart });
