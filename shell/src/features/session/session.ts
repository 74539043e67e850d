import Cookies from 'js-cookie';
import { readCookie } from '@bottega/fragment-kit/cookies';
import { accountChanged, notify, type Bus } from '@bottega/browser-contract';
import { browserStorage } from '@bottega/fragment-kit/storage';
import { loadApi, type Api } from '../api';
import { messages } from '../../messages/it';
import { readExpiry, sessionState, type SessionState } from './session.rules';

export const EXPIRES_COOKIE = 'customer_expires';
/** Local storage keys carry the product prefix and hold JSON (docs/product-rules.md §3). */
export const SESSION_MARKER_KEY = 'bottega:session-expiry';
/** What an expired session leaves (product rule §4); the HttpOnly `customer` token is revoked through the API. */
const SESSION_COOKIES = [EXPIRES_COOKIE, 'cart', 'segments'] as const;

export interface SessionDeps {
  bus: Bus;
  /** The API client, loaded on demand. */
  api?: () => Promise<Api>;
  storage?: Storage;
  now?: () => number;
}

function readMarker(storage: Storage): number | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(SESSION_MARKER_KEY) ?? 'null');
    return typeof value === 'number' ? readExpiry(String(value)) : null;
  } catch {
    return null;
  }
}

function writeMarker(storage: Storage, seconds: number | null): void {
  try {
    if (seconds === null) storage.removeItem(SESSION_MARKER_KEY);
    else storage.setItem(SESSION_MARKER_KEY, JSON.stringify(seconds));
  } catch {
    // Storage can be full or forbidden (private mode): the cookie check alone still works.
  }
}

/** True while the shopper holds an unexpired customer session: the account area's guard. */
export function hasCustomerSession(now = Date.now()): boolean {
  // Read through the kit: on the server, the cookie of the request being rendered (guards run while rendering).
  return sessionState(readCookie(EXPIRES_COOKIE), null, now) === 'active';
}

/** Runs on every navigation (product rule §4): an expired session is ended everywhere, the shopper warned once and
 * every team told through `account:changed`. */
export function checkSessionOnNavigation({ bus, api = loadApi, storage = browserStorage('localStorage'), now = Date.now }: SessionDeps): SessionState {
  const expiresCookie = Cookies.get(EXPIRES_COOKIE);
  const state = sessionState(expiresCookie, readMarker(storage), now());
  if (state === 'active') {
    writeMarker(storage, readExpiry(expiresCookie));
    return state;
  }
  writeMarker(storage, null);
  if (state === 'guest') return state;

  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
  api()
    .then((client) => client.call('commerce', 'revokeCustomerToken'))
    .catch(() => {
      // The token may already be gone on the server; the shopper is logged out either way.
    });
  bus.publish(notify({ type: 'warning', message: messages.session.expired, persist: false }));
  bus.publish(accountChanged(false));
  return state;
}

/** Tracks logins and logouts from the account remote, so a deliberate logout is never mistaken for an expiry. */
export function watchSession(bus: Bus, storage: Storage = browserStorage('localStorage')): () => void {
  const subscription = bus.on('account:changed').subscribe(({ loggedIn }) => {
    writeMarker(storage, loggedIn ? readExpiry(Cookies.get(EXPIRES_COOKIE)) : null);
  });
  return () => subscription.unsubscribe();
}
