import { CONTEXT_COOKIES, CONTEXT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader } from '@bottega/server-kit';
import { shopperContextForPath } from '@bottega/api-contract';
import { OVERRIDE_COOKIE } from '@bottega/shell/overrides';

/** The Set-Cookie headers that keep the context cookies (market, store, locale…) at their path's values, only those that differ (docs/product-rules.md §3, §7, §9). */
export function contextCookieHeaders(pathname: string, cookieHeader: string | undefined, { secure }: { secure: boolean }): string[] {
  const cookies = parseCookieHeader(cookieHeader);
  const context = shopperContextForPath(pathname, cookies.country);
  const attributes = `; Max-Age=${CONTEXT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return CONTEXT_COOKIES.filter((name) => cookies[name] !== context[name]).map((name) => `${name}=${context[name]}${attributes}`);
}

/** Overrides last as long as a tester works on them: a month, or until `?mf:reset`. */
const OVERRIDE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The Set-Cookie header that keeps a browser's overrides (docs/adr/0011): HttpOnly, as only the edge reads it. */
export function overrideCookieHeader(active: Record<string, string>, { secure }: { secure: boolean }): string {
  const empty = Object.keys(active).length === 0;
  return `${OVERRIDE_COOKIE}=${empty ? '' : encodeURIComponent(JSON.stringify(active))}; Max-Age=${empty ? 0 : OVERRIDE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
