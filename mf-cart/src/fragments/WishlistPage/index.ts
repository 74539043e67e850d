import { fragment } from '../../app/fragment';
import { WishlistPage } from './WishlistPage';

export default fragment(WishlistPage);
