import { createFragment } from '@bottega/fragment-kit';
import { WishlistSidebar } from './WishlistSidebar';

export default createFragment({ team: 'cart', component: WishlistSidebar });
