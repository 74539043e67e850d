import { createFragment } from '@bottega/fragment-kit';
import { AddToCartButton } from './AddToCartButton';

export default createFragment({ team: 'cart', component: AddToCartButton });
