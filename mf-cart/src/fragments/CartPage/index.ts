import { createFragment } from '@bottega/fragment-kit';
import { CartPage } from './CartPage';

export default createFragment({ team: 'cart', component: CartPage });
