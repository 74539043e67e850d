import * as z from 'zod/mini';
import type { Notification } from '@bottega/browser-contract';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';

export type NewsletterOutcome = 'subscribed' | 'confirmation-sent' | 'already-subscribed' | 'failed';

/** docs/product-rules.md §4: no result means already subscribed, SUBSCRIBED a new subscription, anything else a failure.
 * NOT_ACTIVE is the API's double opt-in (docs/adr/0031): it counts once the confirmation link is opened. */
export function newsletterOutcome(result: { status?: string | null } | null | undefined, error?: unknown): NewsletterOutcome {
  if (error !== undefined && error !== null) return 'failed';
  if (result === undefined || result === null) return 'already-subscribed';
  if (result.status === 'NOT_ACTIVE') return 'confirmation-sent';
  return result.status === 'SUBSCRIBED' ? 'subscribed' : 'failed';
}

/** Outcomes the request succeeded with: the modal closes (product rule §4). */
export const isSubscribeSuccess = (outcome: NewsletterOutcome) => outcome === 'subscribed' || outcome === 'confirmation-sent';

/** The toast of product rule §8 for each outcome; `supportEmail` fills the {email} placeholder. */
export function newsletterNotification(outcome: NewsletterOutcome, supportEmail: string): Notification {
  const text = messages.newsletter.outcome;
  switch (outcome) {
    case 'subscribed':
      return { type: 'success', title: text.successTitle, message: text.success };
    case 'confirmation-sent':
      return { type: 'success', title: text.confirmTitle, message: text.confirm };
    case 'already-subscribed':
      return { type: 'danger', title: text.errorTitle, message: text.already(supportEmail) };
    case 'failed':
      return { type: 'danger', title: text.errorTitle, message: text.failure(supportEmail) };
  }
}

const t = messages.validation;

/** Product rule §5: e-mail required and valid, first and last name required; the privacy box is judged apart, as it keeps Subscribe disabled. */
export const newsletterForm = z.object({
  email: fields.email(t),
  name: fields.strictText(t, { max: 60 }),
  lastName: fields.strictText(t, { max: 60 }),
  privacy: z.boolean(),
});

export type NewsletterValues = z.output<typeof newsletterForm>;

/** Product rule §5: the footer box only needs text@text.text; the rest is asked in the modal. */
export const quickEmailForm = z.object({ email: fields.looseEmail(t) });
