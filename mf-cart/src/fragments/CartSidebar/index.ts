import { createFragment } from '@bottega/fragment-kit';
import { CartSidebar } from './CartSidebar';

export default createFragment({ team: 'cart', component: CartSidebar });
