import type { FormStatus } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { newsletterForm, newsletterNotification, type NewsletterOutcome } from './newsletter.rules';

/** The subscription as an HTML form (docs/adr/0038-shopper-actions-as-html-forms.md): the modal's and footer's forms post
 * here without scripts, src/forms.ts answers, the newsletter page says the outcome; double opt-in (docs/adr/0031). */
export const NEWSLETTER = 'newsletter';

/** How a posted subscription ended: the outcomes of product rule §4, or nothing done (its own refusals and the edge's). */
export type PostedOutcome = NewsletterOutcome | 'invalid' | 'captcha' | 'unavailable' | 'late';
const outcomes: readonly string[] = ['subscribed', 'confirmation-sent', 'already-subscribed', 'failed', 'invalid', 'captcha', 'unavailable', 'late'] satisfies PostedOutcome[];

/** The posted fields as the island's form reads them; the browser sends a ticked box's name and nothing for an unticked one. */
export function postedSubscription(fields: Record<string, string>) {
  const parsed = newsletterForm.safeParse({ email: fields.email ?? '', name: fields.name ?? '', lastName: fields.lastName ?? '', privacy: Object.hasOwn(fields, 'privacy') });
  return parsed.success && parsed.data.privacy ? parsed.data : null;
}

/** What the page says of an answered subscription: product rule §8's words, the toast's title included. */
export function newsletterOutcomeMessage(status: FormStatus | null, supportEmail: string): { title?: string; text: string; tone: 'success' | 'danger' } | null {
  if (status?.action !== NEWSLETTER || !outcomes.includes(status.outcome)) return null;
  const outcome = status.outcome as PostedOutcome;
  const text = messages.newsletter.page;
  if (outcome === 'invalid' || outcome === 'captcha' || outcome === 'unavailable' || outcome === 'late') return { text: text[outcome], tone: 'danger' };
  const said = newsletterNotification(outcome, supportEmail);
  return { title: said.title, text: said.message, tone: said.type === 'success' ? 'success' : 'danger' };
}
