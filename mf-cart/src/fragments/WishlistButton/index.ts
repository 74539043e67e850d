import { fragment } from '../../app/fragment';
import { WishlistButton } from './WishlistButton';

export default fragment(WishlistButton);
