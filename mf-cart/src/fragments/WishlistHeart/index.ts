import { fragment } from '../../app/fragment';
import { WishlistHeart } from './WishlistHeart';

export default fragment(WishlistHeart);
