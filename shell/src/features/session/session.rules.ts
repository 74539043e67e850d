/**
 * The session as the browser can see it: the token is in the HttpOnly `customer` cookie, its expiry
 * in the readable `customer_expires` cookie (unix seconds, docs/product-rules.md §9: compared with the current time).
 * Because the token is invisible here, the last expiry seen is remembered (`marker`): a cookie that
 * disappears after that expiry passed is a session that expired, not a shopper who never logged in
 * or who logged out on purpose (that clears the cookie before the expiry).
 */
export type SessionState = 'active' | 'expired' | 'guest';

/** Unix seconds, or null when the value is not a plain positive integer. */
export function readExpiry(raw: string | null | undefined): number | null {
  if (raw == null || !/^\d{1,12}$/.test(raw.trim())) return null;
  const seconds = Number(raw.trim());
  return seconds > 0 ? seconds : null;
}

export function sessionState(expiresCookie: string | undefined, markerSeconds: number | null, nowMs: number): SessionState {
  if (expiresCookie !== undefined) {
    const expiry = readExpiry(expiresCookie);
    return expiry !== null && expiry * 1000 > nowMs ? 'active' : 'expired';
  }
  return markerSeconds !== null && markerSeconds * 1000 <= nowMs ? 'expired' : 'guest';
}
