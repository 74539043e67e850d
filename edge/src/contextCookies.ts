import { CONTEXT_COOKIES, CONTEXT_COOKIE_MAX_AGE_SECONDS, parseCookieHeader } from '@bottega/server-kit';
import { shopperContextForPath } from '@bottega/api-contract';
import { OVERRIDE_COOKIE } from '@bottega/shell/overrides';

/**
 * The Set-Cookie headers a page answer sends so that the market, store, locale, currency, country
 * and language cookies hold the context of its path (docs/product-rules.md §3, §7, §9): only those that differ, so a
 * shopper whose cookies are right gets none. The API reads them with every call.
 */
export function contextCookieHeaders(pathname: string, cookieHeader: string | undefined, { secure }: { secure: boolean }): string[] {
  const cookies = parseCookieHeader(cookieHeader);
  const context = shopperContextForPath(pathname, cookies.country);
  const attributes = `; Max-Age=${CONTEXT_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return CONTEXT_COOKIES.filter((name) => cookies[name] !== context[name]).map((name) => `${name}=${context[name]}${attributes}`);
}

/** Overrides last as long as a tester works on them: a month, or until `?mf:reset`. */
const OVERRIDE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The Set-Cookie header that keeps a browser's overrides (docs/adr/0011): HttpOnly, since only the
 * edge reads it; none left means the cookie goes.
 */
export function overrideCookieHeader(active: Record<string, string>, { secure }: { secure: boolean }): string {
  const empty = Object.keys(active).length === 0;
  return `${OVERRIDE_COOKIE}=${empty ? '' : encodeURIComponent(JSON.stringify(active))}; Max-Age=${empty ? 0 : OVERRIDE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
