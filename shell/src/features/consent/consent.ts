import Cookies from 'js-cookie';
import { readCookie } from '@bottega/fragment-kit/cookies';
import { CONSENT_COOKIE, consentExpiry, consentOf, isConsentCurrent, mayMeasure, parseConsent, type Consent } from './consent.rules';

// One consent per page: the dialog, the footer link and analytics all read it here.
let reopened = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Read through the kit: on the server, the request's cookie, so the banner is drawn there too. */
export function readConsent(): Consent | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/** Analytics may run only on a current, explicit yes to statistics cookies. */
export function hasStatisticsConsent(now = new Date()): boolean {
  return mayMeasure(readConsent(), now);
}

/** The choice is itself a technical cookie: it lives exactly as long as it counts (6 months). */
export function saveConsent(statistics: boolean, now = new Date()): void {
  Cookies.set(CONSENT_COOKIE, JSON.stringify(consentOf(statistics, now)), {
    path: '/',
    sameSite: 'lax',
    secure: location.protocol === 'https:',
    expires: consentExpiry(now),
  });
  reopened = false;
  emit();
}

/** Opens the dialog again so the shopper can change their choice (the footer link). */
export function openConsent(): void {
  reopened = true;
  emit();
}

/**
 * Closing without choosing: on a first visit that is a refusal (Garante: closing with X keeps the
 * defaults, i.e. no consent), and it is remembered so the banner does not come back on every page;
 * when reopened later it keeps the choice already made.
 */
export function dismissConsent(now = new Date()): void {
  if (!isConsentCurrent(readConsent(), now)) saveConsent(false, now);
  else {
    reopened = false;
    emit();
  }
}

export function isConsentDialogOpen(now = new Date()): boolean {
  return reopened || !isConsentCurrent(readConsent(), now);
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
