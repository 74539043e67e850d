/**
 * The readable half of the session (docs/adr/0003-session-cookies.md): `customer_expires` holds the
 * token's expiry in unix seconds. The token itself is HttpOnly and never reaches the browser's code.
 */
export function hasLiveSession(expiresCookie: string | undefined, nowMs = Date.now()): boolean {
  if (!expiresCookie || !/^\d+$/.test(expiresCookie)) return false;
  return Number(expiresCookie) * 1000 > nowMs;
}
