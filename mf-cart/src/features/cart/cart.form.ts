import * as z from 'zod/mini';
import type { FormStatus } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';

/** The cart page's controls as HTML forms (docs/adr/0038-shopper-actions-as-html-forms.md), read back by src/forms.ts.
 * Each form carries the cart id it was rendered for: a cart changed since is the API's 409. */

/** How any of the cart's forms may end without doing anything: the API's refusals and the edge's. */
export const failedOutcomes = ['outdated', 'invalid', 'failed', 'unavailable', 'late'] as const;
export type FailedOutcome = (typeof failedOutcomes)[number];

export const cartActions = {
  quantity: 'cart-quantity',
  remove: 'cart-remove',
  coupon: 'coupon',
  removeCoupon: 'coupon-remove',
  giftCard: 'gift-card',
  removeGiftCard: 'gift-card-remove',
  clear: 'cart-clear',
  note: 'cart-note',
} as const;

/** What the cart page says for an outcome of one of its forms, or null when the address names none of them. */
const doneMessages: Record<string, string> = {
  'quantity-changed': messages.cart.quantityChanged,
  'line-removed': messages.formOutcome.lineRemoved,
  'quantity-refused': messages.formOutcome.quantityRefused,
  'coupon-applied': messages.formOutcome.couponApplied,
  'coupon-refused': messages.formOutcome.couponRefused,
  'coupon-missing': messages.coupon.required,
  'coupon-removed': messages.coupon.removed,
  'gift-card-applied': messages.formOutcome.giftCardApplied,
  'gift-card-refused': messages.formOutcome.giftCardRefused,
  'gift-card-missing': messages.giftCard.required,
  'gift-card-removed': messages.giftCard.removed,
  'cart-cleared': messages.cart.cleared,
  'note-saved': messages.note.saved,
  'note-refused': messages.formOutcome.noteRefused,
};
const refusals = new Set(['quantity-refused', 'coupon-refused', 'coupon-missing', 'gift-card-refused', 'gift-card-missing', 'note-refused']);

export function cartOutcomeMessage(status: FormStatus | null): { text: string; tone: 'success' | 'danger' } | null {
  if (!status || !(Object.values(cartActions) as string[]).includes(status.action)) return null;
  if ((failedOutcomes as readonly string[]).includes(status.outcome)) return { text: messages.formOutcome[status.outcome as FailedOutcome], tone: 'danger' };
  const text = Object.hasOwn(doneMessages, status.outcome) ? doneMessages[status.outcome] : undefined;
  return text ? { text, tone: refusals.has(status.outcome) ? 'danger' : 'success' } : null;
}

const cartId = z.string().check(z.minLength(1), z.maxLength(64));
const lineUid = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
const code = z.string().check(z.maxLength(64));

/** The fields each cart form posts; a form that does not fit is refused before the API is asked. */
export const cartFormFields = {
  quantity: z.object({ cart: cartId, line: lineUid, quantity: z.string().check(z.regex(/^\d{1,4}$/)), step: z.optional(z.enum(['-1', '1'])) }),
  line: z.object({ cart: cartId, line: lineUid }),
  code: z.object({ cart: cartId, code }),
  cart: z.object({ cart: cartId }),
  // Longer than the rule's 500 characters is read, and refused with the rule's message (src/forms.ts).
  note: z.object({ cart: cartId, note: z.string().check(z.maxLength(4000)) }),
};
