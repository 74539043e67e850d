import { createFragment } from '@bottega/fragment-kit';
import { cartQuery } from '../../features/cart/useCart';
import { CartPage } from './CartPage';

export default createFragment({ team: 'cart', component: CartPage, prefetch: (_props, client) => client.prefetchQuery(cartQuery()) });
