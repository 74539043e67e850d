import { fragment } from '../../app/fragment';
import { WishlistSidebar } from './WishlistSidebar';

export default fragment(WishlistSidebar);
