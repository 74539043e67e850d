import { createFragment } from '@bottega/fragment-kit';
import { WishlistButton } from './WishlistButton';

export default createFragment({ team: 'cart', component: WishlistButton });
