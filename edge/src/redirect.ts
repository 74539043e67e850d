/** The 301 rules of docs/product-rules.md §2 as one pure function, so the edge answers the final address in one hop (`/cart.html` → `/it/checkout/user-account`). */

import { CONFIGURATION, STORED_ONLY_LOCALES, shopPath } from '@bottega/api-contract';

export const LOCALE_PREFIX = `/${CONFIGURATION.defaultLocale}`;

/** What the redirect rules need of a path: the route it matches, by case-sensitive name (`cart` and `Cart` are two routes). */
export type RouteMatcher = (pathname: string) => { route: { name: string } } | null;

/** Paths the edge server owns outside the app routes: never redirected. */
const RESERVED = [/^\/api(\/|$)/, /^\/registry\.json$/, /^\/sw\.js$/];

/** The last segment has an extension other than .html: a static file, not a page. */
const STATIC_FILE = /\/[^/]*\.(?!html$)[A-Za-z0-9]{1,8}$/;

const hasLocalePrefix = (path: string) => path === LOCALE_PREFIX || path.startsWith(`${LOCALE_PREFIX}/`);

function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q === -1 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q) };
}

/** The locale a path starts with when the shop keeps its content but does not serve it (`/en/chi-siamo`). */
const storedOnlyLocaleOf = (path: string) => STORED_ONLY_LOCALES.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));

/** One application of the rules; returns the path unchanged when none applies. */
function step(path: string, matchRoute: RouteMatcher): string {
  // An English link (a stored English block's, docs/adr/0010) leads to the same page in Italian, not to /it/en/…, which is no page.
  const storedOnly = storedOnlyLocaleOf(path);
  if (storedOnly) return `${LOCALE_PREFIX}${path.slice(storedOnly.length + 1).replace(/\.html$/, '')}`;
  if (!hasLocalePrefix(path)) {
    const withoutHtml = path.replace(/\.html$/, '');
    return `${LOCALE_PREFIX}${withoutHtml.startsWith('/') ? '' : '/'}${withoutHtml}`;
  }
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  if (path.includes('cart') && matchRoute(path)?.route.name.includes('cart')) return `${LOCALE_PREFIX}/checkout/user-account`;
  return path;
}

/** The address to answer with a 301, or null to serve the request; `url` is the raw, percent-encoded request target. */
export function redirectFor(url: string, matchRoute: RouteMatcher): string | null {
  const { path, query } = splitUrl(url);
  if (!path.startsWith('/') || path === '/') return null;
  if (RESERVED.some((re) => re.test(path))) return null;
  if (!hasLocalePrefix(path) && STATIC_FILE.test(path)) return null;
  // A page the route table keeps outside /it (the privacy policy) is served where it is.
  if (!hasLocalePrefix(path) && matchRoute(path)) return null;

  let current = path;
  // Each rule shortens the path or adds the prefix once; the bound guards against a route table that loops.
  for (let i = 0; i < 8; i++) {
    const next = step(current, matchRoute);
    if (next === current) break;
    current = next;
  }
  if (current === path) return null;
  // The one rule for where the shop may send a browser: a path that leaves it is served as it is (404).
  return shopPath(current + query);
}
