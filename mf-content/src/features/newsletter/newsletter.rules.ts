import type { Notification } from '@bottega/event-bus';
import { messages } from '../../messages/it';
import { email, looseEmail, maxLength, noAngleBrackets, noSemicolon, required, validate, type Errors } from '../forms/validation.rules';

export type NewsletterOutcome = 'subscribed' | 'already-subscribed' | 'failed';

/**
 * Spec §4: no result means the address was already subscribed, SUBSCRIBED means it is now,
 * anything else (another status, or an error from the update) is a failure.
 */
export function newsletterOutcome(result: { status?: string | null } | null | undefined, error?: unknown): NewsletterOutcome {
  if (error !== undefined && error !== null) return 'failed';
  if (result === undefined || result === null) return 'already-subscribed';
  return result.status === 'SUBSCRIBED' ? 'subscribed' : 'failed';
}

/** The toast of spec §8 for each outcome; `supportEmail` fills the {email} placeholder. */
export function newsletterNotification(outcome: NewsletterOutcome, supportEmail: string): Notification {
  const text = messages.newsletter.outcome;
  switch (outcome) {
    case 'subscribed':
      return { type: 'success', title: text.successTitle, message: text.success };
    case 'already-subscribed':
      return { type: 'danger', title: text.errorTitle, message: text.already(supportEmail) };
    case 'failed':
      return { type: 'danger', title: text.errorTitle, message: text.failure(supportEmail) };
  }
}

export interface NewsletterForm {
  email: string;
  name: string;
  lastName: string;
  privacy: boolean;
}

const personName = [required, noAngleBrackets, noSemicolon, maxLength(60)];

/** Spec §5: e-mail required and valid, first and last name required, privacy accepted. */
export function validateNewsletter(form: NewsletterForm): Errors<keyof NewsletterForm> {
  const errors: Errors<keyof NewsletterForm> = validate(
    { email: form.email, name: form.name, lastName: form.lastName },
    { email: [required, email, maxLength(254)], name: personName, lastName: personName },
  );
  if (!form.privacy) errors.privacy = messages.validation.privacy;
  return errors;
}

/** Spec §5: the footer box only needs text@text.text; the rest is asked in the modal. */
export const validateQuickEmail = (value: string) => required(value) ?? looseEmail(value);
