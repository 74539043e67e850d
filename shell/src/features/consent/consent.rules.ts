import * as z from 'zod/mini';

/** The Garante's cookie rules (10 June 2021): only technical cookies before a choice, refusing as easy as consenting,
 * closing keeps the refusal, and no new question for 6 months. */
export const CONSENT_COOKIE = 'consent';
export const ASK_AGAIN_AFTER_MONTHS = 6;

export interface Consent {
  statistics: boolean;
  /** When the shopper chose, ISO 8601. */
  date: string;
}

const consentSchema = z.object({ statistics: z.boolean(), date: z.iso.datetime({ offset: true }) });

/** The stored choice, or null when there is none or it cannot be read (then the shopper is asked). */
export function parseConsent(raw: string | undefined): Consent | null {
  if (!raw) return null;
  try {
    const parsed = consentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { statistics: parsed.data.statistics, date: parsed.data.date } : null;
  } catch {
    return null;
  }
}

export const consentOf = (statistics: boolean, now: Date): Consent => ({ statistics, date: now.toISOString() });

/** The moment a choice made at `date` stops counting. */
export function consentExpiry(date: Date): Date {
  const expiry = new Date(date.getTime());
  expiry.setUTCMonth(expiry.getUTCMonth() + ASK_AGAIN_AFTER_MONTHS);
  return expiry;
}

/** A choice counts for 6 months; a choice dated in the future (a skewed clock) still counts. */
export function isConsentCurrent(consent: Consent | null, now: Date): consent is Consent {
  return consent !== null && consentExpiry(new Date(consent.date)).getTime() > now.getTime();
}

export const mayMeasure = (consent: Consent | null, now: Date) => isConsentCurrent(consent, now) && consent.statistics;

/** The dialog's buttons as its form posts them: the browser stores a press itself, the edge when there is no script
 * (edge/src/consent.ts). */
export const CONSENT_CHOICES = ['reject', 'accept', 'save', 'close'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
export const CONSENT_PATH = '/consent';
/** The footer's "Preferenze cookie" as its form posts it: the dialog opens again, the choice kept until a new one. */
export const REOPEN = 'reopen';
/** A technical cookie of a few minutes that reopens the dialog when no script can, cleared by the next choice or a close. */
export const REOPEN_COOKIE = 'consent_reopen';
export const REOPEN_SECONDS = 10 * 60;

/** What a choice stores, or null to leave the current one; closing on a first visit is a stored refusal (Garante),
 * so the banner does not come back on every page. */
export function consentForChoice(choice: ConsentChoice, { statistics, current, now }: { statistics: boolean; current: Consent | null; now: Date }): Consent | null {
  if (choice === 'close') return isConsentCurrent(current, now) ? null : consentOf(false, now);
  return consentOf(choice === 'accept' || (choice === 'save' && statistics), now);
}
