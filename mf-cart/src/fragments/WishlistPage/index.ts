import { createFragment } from '@bottega/fragment-kit';
import { WishlistPage } from './WishlistPage';

export default createFragment({ team: 'cart', component: WishlistPage });
