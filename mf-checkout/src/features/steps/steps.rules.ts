import type { Cart } from '@bottega/api-contract';

/** docs/product-rules.md §2 checkout steps, in the order the shopper goes through them. */
export const STEPS = ['user-account', 'shipping', 'billing', 'payment', 'thank-you'] as const;
export type Step = (typeof STEPS)[number];

/** The shell passes the step as routed; /it/Checkout/ThankYou and /it/checkout/thank-you are one step. */
export function parseStep(raw: string | undefined): Step | null {
  if (!raw) return 'user-account';
  const kebab = raw.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  if (kebab === 'external-checkout-thank-you') return 'thank-you';
  return (STEPS as readonly string[]).includes(kebab) ? (kebab as Step) : null;
}

export const stepIndex = (step: Step) => STEPS.indexOf(step);

export interface CheckoutState {
  loggedIn: boolean;
  cart: Pick<Cart, 'email' | 'items' | 'shipping_address' | 'selected_shipping_method' | 'billing_address'>;
}

/** The first step still missing something; a step is done once what the order needs from it is on the cart. */
export function firstOpenStep({ loggedIn, cart }: CheckoutState): Step {
  if (!loggedIn && !cart.email) return 'user-account';
  if (!cart.shipping_address || !cart.selected_shipping_method) return 'shipping';
  if (!cart.billing_address) return 'billing';
  return 'payment';
}

export type Decision =
  | { kind: 'stay' }
  | { kind: 'step'; step: Step }
  /** Back to the cart: nothing to buy, or lines that cannot be bought as they are. */
  | { kind: 'cart'; reason: 'empty' | 'lines' };

/** Where a shopper asking for `step` belongs: the API refuses an incomplete order anyway, but this keeps
 * them off a step they cannot complete yet (the spec's guard is a stub). */
export function decide(step: Step, state: CheckoutState): Decision {
  if (step === 'thank-you') return { kind: 'stay' };
  if (state.cart.items.length === 0) return { kind: 'cart', reason: 'empty' };
  if (state.cart.items.some((item) => item.error)) return { kind: 'cart', reason: 'lines' };
  // A logged-in shopper has nothing to choose on the account step.
  if (step === 'user-account') return state.loggedIn ? { kind: 'step', step: 'shipping' } : { kind: 'stay' };
  const open = firstOpenStep(state);
  return stepIndex(step) > stepIndex(open) ? { kind: 'step', step: open } : { kind: 'stay' };
}

/** Product rule §8 "services removed": the names of lines shown earlier that the cart lacks (removed elsewhere or by the shop),
 * matched by product so a guest cart merged into the customer's at login loses nothing. */
export function removedLines(before: Pick<Cart, 'items'> | null, now: Pick<Cart, 'items'>): string[] {
  if (!before) return [];
  const kept = new Set(now.items.map((item) => item.product.sku));
  return before.items.filter((item) => !kept.has(item.product.sku)).map((item) => item.product.name);
}

/** Steps the indicator may link back to: the ones before the current one, except the account step once logged in. */
export function canRevisit(step: Step, current: Step, loggedIn: boolean): boolean {
  if (current === 'thank-you') return false;
  if (step === 'user-account' && loggedIn) return false;
  return stepIndex(step) < stepIndex(current);
}
