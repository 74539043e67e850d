import * as z from 'zod/mini';
import type { FormStatus } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import type { OptionChoice, ProductOptions } from './wishlist.rules';

/** The heart as an HTML form (docs/adr/0038-shopper-actions-as-html-forms.md): it posts its product
 * and the state the page showed, so a repeated post neither adds twice nor undoes itself. */
export const WISHLIST_HEART = 'wishlist-heart';

/** What a heart says after its form was answered: the filled or empty heart shows it, the words are for screen readers; a failure shows. */
export function heartOutcomeMessage(status: FormStatus | null, sku: string): { text: string; tone: 'success' | 'danger' } | null {
  if (status?.action !== WISHLIST_HEART || status.subject !== sku) return null;
  if (status.outcome === 'added') return { text: messages.wishlist.added, tone: 'success' };
  if (status.outcome === 'removed') return { text: messages.wishlist.removedGeneric, tone: 'success' };
  return { text: messages.wishlist.notChanged, tone: 'danger' };
}

/** The wishlist's cards as HTML forms: each names the item it was rendered for, and src/forms.ts reads the item again
 * first, so an item already gone (posted twice, another tab) is said rather than failed. */
export const wishlistActions = {
  remove: 'wishlist-remove',
  quantity: 'wishlist-quantity',
  move: 'wishlist-move',
} as const;

const itemId = z.string().check(z.regex(/^[1-9]\d{0,9}$/));

/** The fields each card form posts; a form that does not fit is refused before the API is asked. */
export const wishlistFormFields = {
  item: z.object({ item: itemId }),
  quantity: z.object({ item: itemId, quantity: z.string().check(z.regex(/^\d{1,4}$/)), step: z.optional(z.enum(['-1', '1'])) }),
};

/** The move form's field for one option of a product hearted before it was chosen (its colour, its size). */
export const optionField = (code: string) => `option-${code}`;

/** The colour and size a move form posted, only as values the product has: anything else counts as not chosen. */
export function postedChoice(options: ProductOptions, fields: Record<string, string>): OptionChoice {
  const choice: OptionChoice = {};
  for (const option of options.configurable_options) {
    const posted = fields[optionField(option.attribute_code)];
    if (option.values.some((value) => value.uid === posted)) choice[option.attribute_code] = posted;
  }
  return choice;
}

const outcomes: Record<string, { text: string; tone: 'success' | 'danger' }> = {
  removed: { text: messages.wishlist.removedGeneric, tone: 'success' },
  'quantity-changed': { text: messages.wishlistOutcome.quantityChanged, tone: 'success' },
  moved: { text: messages.wishlistOutcome.moved, tone: 'success' },
  'choose-options': { text: messages.wishlist.chooseOptions, tone: 'danger' },
  'variant-unavailable': { text: messages.wishlist.variantUnavailable, tone: 'danger' },
  'cannot-add': { text: messages.wishlistOutcome.cannotAdd, tone: 'danger' },
  missing: { text: messages.wishlistOutcome.missing, tone: 'danger' },
  invalid: { text: messages.wishlistOutcome.invalid, tone: 'danger' },
  failed: { text: messages.wishlistOutcome.failed, tone: 'danger' },
  // The edge's own answers when the team could not be asked, or answered late (docs/adr/0038).
  unavailable: { text: messages.wishlistOutcome.unavailable, tone: 'danger' },
  late: { text: messages.wishlistOutcome.late, tone: 'danger' },
};

/** What the wishlist page says for an outcome of one of its cards' forms, or null when the address names none of them. */
export function wishlistOutcomeMessage(status: FormStatus | null): { text: string; tone: 'success' | 'danger' } | null {
  if (!status || !(Object.values(wishlistActions) as string[]).includes(status.action)) return null;
  return Object.hasOwn(outcomes, status.outcome) ? outcomes[status.outcome]! : null;
}
