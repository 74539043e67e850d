/** The session as the browser sees it, from `customer_expires` (docs/product-rules.md §9); the last expiry seen is
 * cached (`marker`) so a cookie gone after it reads as expired, not as a logout. */
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
