import { createFragment } from '@bottega/fragment-kit';
import { cartQuery } from '../../features/cart/useCart';
import { MiniCartButton } from './MiniCartButton';

export default createFragment({ team: 'cart', component: MiniCartButton, cache: 'static', prefetch: (_props, client) => client.prefetchQuery(cartQuery()) });
