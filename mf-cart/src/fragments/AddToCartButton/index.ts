import { createFragment } from '@bottega/fragment-kit';
import { AddToCartButton } from './AddToCartButton';

// As a guest without a cart sees it, the button depends on nothing but the product it adds.
export default createFragment({ team: 'cart', component: AddToCartButton, cache: 'static' });
