import Cookies from 'js-cookie';
import { readCookie } from '@bottega/fragment-kit/cookies';
import {
  CONSENT_COOKIE,
  REOPEN_COOKIE,
  consentExpiry,
  consentForChoice,
  consentOf,
  isConsentCurrent,
  mayMeasure,
  parseConsent,
  type Consent,
  type ConsentChoice,
} from './consent.rules';

// One consent per page: the dialog, the footer link and analytics all read it here.
let reopened = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Read through the kit: on the server, the request's cookie, so the banner is rendered there too. */
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

/** A press of one of the dialog's buttons (Escape is a close): stored as the edge stores the same form's post. */
export function chooseConsent(choice: ConsentChoice, statistics = false, now = new Date()): void {
  const chosen = consentForChoice(choice, { statistics, current: readConsent(), now });
  // The edge's "open it again" (a footer link pressed without a script) lasts until this press.
  Cookies.remove(REOPEN_COOKIE, { path: '/' });
  if (chosen) saveConsent(chosen.statistics, now);
  else {
    reopened = false;
    emit();
  }
}

export const dismissConsent = (now = new Date()) => chooseConsent('close', false, now);

export function isConsentDialogOpen(now = new Date()): boolean {
  return reopened || readCookie(REOPEN_COOKIE) !== undefined || !isConsentCurrent(readConsent(), now);
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
