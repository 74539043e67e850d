/** The session's readable half, `customer_expires` in unix seconds (docs/adr/0003-session-cookies.md); the token itself is HttpOnly. */
export function hasLiveSession(expiresCookie: string | undefined, nowMs = Date.now()): boolean {
  if (!expiresCookie || !/^\d+$/.test(expiresCookie)) return false;
  return Number(expiresCookie) * 1000 > nowMs;
}
