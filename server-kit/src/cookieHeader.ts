import type { ShopperContext } from '@bottega/api-contract';

/** The names of the context cookies, in the order the edge sets them. */
export const CONTEXT_COOKIES = ['market', 'store', 'locale', 'currency', 'country', 'language'] as const satisfies readonly (keyof ShopperContext)[];

/** Product rule §9: the locale cookie lasts 365 days; the rest of the context lives as long, so it stays whole. */
export const CONTEXT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookies that make a page the shopper's own (cart, session, wishlist, segments): with any of them, nothing drawn is shared. */

export const SHOPPER_COOKIES = ['cart', 'customer', 'customer_expires', 'wishlist', 'segments'] as const;

/** What a renderer gets of a shopper's cookies: not the overrides, consent or tag manager's, so a tester's renderer learns no more than it needs. */
export const RENDERER_COOKIES: readonly string[] = [...SHOPPER_COOKIES, ...CONTEXT_COOKIES];

/** The name and raw value of each pair of a Cookie header, in order; a pair without a name is skipped. */
function cookiePairs(header: string | undefined): { name: string; value: string; pair: string }[] {
  const pairs = [];
  for (const part of (header ?? '').split(';')) {
    const pair = part.trim();
    const at = pair.indexOf('=');
    const name = at === -1 ? '' : pair.slice(0, at).trim();
    if (name) pairs.push({ name, value: pair.slice(at + 1).trim(), pair });
  }
  return pairs;
}

/** A Cookie header as name → value: the first of a repeated name wins (the most specific path comes first), an undecodable value is left out as js-cookie does. */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const { name, value } of cookiePairs(header)) {
    if (Object.hasOwn(cookies, name)) continue;
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      // A broken escape is a malformed value: read as absent.
    }
  }
  return cookies;
}

/** The header with only the named cookies, each pair as it came; '' when none of them is there. */
export function keepCookies(header: string | undefined, names: readonly string[]): string {
  return cookiePairs(header)
    .filter(({ name }) => names.includes(name))
    .map(({ pair }) => pair)
    .join('; ');
}

/** Whether nothing in the request makes its page the shopper's own: what is drawn for it may be shared. */
export const isGuestRequest = (header: string | undefined) => keepCookies(header, SHOPPER_COOKIES) === '';
