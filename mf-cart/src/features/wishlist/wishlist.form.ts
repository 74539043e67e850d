import type { FormStatus } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';

/**
 * The heart as an HTML form (docs/adr/0038-shopper-actions-as-html-forms.md): it posts its product
 * and the state the page showed, so a repeated post neither adds twice nor undoes itself.
 */
export const WISHLIST_HEART = 'wishlist-heart';

/** What a heart says after its form was answered: the filled or empty heart shows it, the words are for screen readers; a failure shows. */
export function heartOutcomeMessage(status: FormStatus | null, sku: string): { text: string; tone: 'success' | 'danger' } | null {
  if (status?.action !== WISHLIST_HEART || status.subject !== sku) return null;
  if (status.outcome === 'added') return { text: messages.wishlist.added, tone: 'success' };
  if (status.outcome === 'removed') return { text: messages.wishlist.removedGeneric, tone: 'success' };
  return { text: messages.wishlist.notChanged, tone: 'danger' };
}
