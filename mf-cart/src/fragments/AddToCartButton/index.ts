import { createFragment } from '@bottega/fragment-kit';
import { AddToCartButton } from './AddToCartButton';
import { formKeyQuery } from '../../features/add-to-cart/addToCart.form';

// As a guest without a cart sees it, the button depends on nothing but the product it adds; its form
// key is shared by such guests, who have no cart to add twice to (docs/adr/0038-shopper-actions-as-html-forms.md).
export default createFragment({
  team: 'cart',
  component: AddToCartButton,
  cache: 'static',
  prefetch: ({ params }, client) => client.prefetchQuery(formKeyQuery(params.sku ?? '')),
});
