import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseCookieHeader } from '@bottega/server-kit';
import { shopPath } from '@bottega/api-contract';
import {
  CONSENT_CHOICES,
  CONSENT_COOKIE,
  CONSENT_PATH,
  REOPEN,
  REOPEN_COOKIE,
  REOPEN_SECONDS,
  consentExpiry,
  consentForChoice,
  parseConsent,
  type Consent,
  type ConsentChoice,
} from '@bottega/shell/consent';
import { messages } from '@bottega/shell/messages';
import { acceptFormBody } from './formBody';
import { LOCALE_PREFIX } from './redirect';

/** The dialog's form is a handful of short fields. */
const FORM_LIMIT_BYTES = 4 * 1024;
const text = messages.consent;

const attributes = (secure: boolean) => `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The consent cookie as the browser's code writes it (features/consent/consent.ts, js-cookie): readable by scripts, for as long as the choice counts. */
export const consentCookieHeader = (consent: Consent, { secure }: { secure: boolean }) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}; Expires=${consentExpiry(new Date(consent.date)).toUTCString()}${attributes(secure)}`;

/** The footer link's "open it again" for the next page, or its end. */
const reopenCookieHeader = (reopen: boolean, { secure }: { secure: boolean }) =>
  `${REOPEN_COOKIE}=${reopen ? '1' : ''}; Max-Age=${reopen ? REOPEN_SECONDS : 0}${attributes(secure)}`;

/** The posting page's origin when it is the shop's own (the public origin, or the one reached behind an unnamed TLS proxy): another site must not consent for a shopper. */
export function shopPageOrigin(request: FastifyRequest, publicOrigin: string): string | null {
  const origin = request.headers.origin;
  return origin !== undefined && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) ? origin : null;
}

/** The page a form was posted from (the browser's Referer: `/privacy` and `/` too), or the home page; never another site. */
export const pageOfForm = (referer: string | undefined, origin: string) => shopPath(referer ?? '', { origin }) ?? LOCALE_PREFIX;

const isChoice = (value: string | null): value is ConsentChoice => (CONSENT_CHOICES as readonly (string | null)[]).includes(value);

/** `POST /consent`: the cookie dialog's form for a page whose script has not stored the choice; the browser's rule decides, and the shopper returns to their page. */
export async function registerConsent(app: FastifyInstance, { publicOrigin }: { publicOrigin: string }): Promise<void> {
  await app.register(async (scope) => {
    // A body that is not the form, or too long for it, is told in Italian like the others.
    acceptFormBody(scope, { limitBytes: FORM_LIMIT_BYTES, failure: 'consent not stored', answer: (status) => (status === 500 ? text.notStored : text.invalidChoice) });
    scope.post(CONSENT_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = shopPageOrigin(request, publicOrigin);
      if (!origin) return reply.code(403).type('text/plain; charset=utf-8').send(text.notFromShop);
      // A post without a body has none to parse: it names no choice either.
      const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const choice = form.get('choice');
      // Secure exactly when the page is https, as js-cookie decides it in the browser.
      const secure = { secure: origin.startsWith('https://') };
      if (choice === REOPEN) {
        reply.header('set-cookie', reopenCookieHeader(true, secure));
        return reply.redirect(pageOfForm(request.headers.referer, origin), 303);
      }
      if (!isChoice(choice)) return reply.code(400).type('text/plain; charset=utf-8').send(text.invalidChoice);
      const current = parseConsent(parseCookieHeader(request.headers.cookie)[CONSENT_COOKIE]);
      const chosen = consentForChoice(choice, { statistics: form.get('statistics') === 'on', current, now: new Date() });
      // Choosing or closing ends an "open it again" from the footer.
      reply.header('set-cookie', [reopenCookieHeader(false, secure), ...(chosen ? [consentCookieHeader(chosen, secure)] : [])]);
      return reply.redirect(pageOfForm(request.headers.referer, origin), 303);
    });
  });
}
