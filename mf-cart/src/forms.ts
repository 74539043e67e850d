// The cart team's answers to the shopper's forms (docs/adr/0038-shopper-actions-as-html-forms.md),
// loaded by its renderer only: each calls the API as the shopper and says where the browser goes.
import { ApiError } from '@bottega/api-contract';
import { pageWithStatus } from '@bottega/fragment-kit/posted-forms';
import type { FormHandlers } from '@bottega/fragment-kit/form';
import { addToCart } from './features/cart/cart.api';
import { ADD_TO_CART, lineOfForm, type AddOutcome } from './features/add-to-cart/addToCart.form';

/** What the API's answer to an add means for the shopper. */
async function add(fields: Record<string, string>): Promise<AddOutcome> {
  const asked = lineOfForm(fields);
  if (!asked) return 'invalid';
  try {
    // No cart id: an add goes to whichever cart is the shopper's now, as the island's does (docs/adr/0014-cart-owns-add-to-cart.md).
    const result = await addToCart(null, [asked.line], asked.key);
    if (result.repeated) return 'repeated';
    const error = result.user_errors[0];
    if (!error) return 'added';
    if (error.code === 'INSUFFICIENT_STOCK') return 'in-cart-limit';
    // A configurable product posted before its colour and size were chosen (product rule §5).
    if (error.code === 'UNDEFINED' && !asked.line.selected_options) return 'choose-options';
    return 'cannot-add';
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 409) return 'outdated';
    if (error instanceof ApiError && error.statusCode === 400) return 'invalid';
    return 'failed';
  }
}

export const forms: FormHandlers = {
  [ADD_TO_CART]: async ({ fields, page }) => pageWithStatus(page, { action: ADD_TO_CART, outcome: await add(fields), subject: fields.sku }),
};
