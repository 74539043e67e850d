import type { ShopperCookies } from './context';

/** The storefront's defaults (spec §3: one locale, it; EUR; countries IT, SM, VA). */
const DEFAULTS = { locale: 'it', currency: 'EUR', country: 'IT', store: 'it', market: 'it' } as const;

// Cookie values come straight from the browser: anything beyond plain tokens is ignored, not trusted.
const TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;
const CODE = /^[A-Za-z_-]{2,10}$/;

function pick(raw: Record<string, string | undefined>, name: string, pattern: RegExp): string | undefined {
  const value = raw[name];
  return value !== undefined && pattern.test(value) ? value : undefined;
}

/** Reads the shopper's context from the request cookies, with the store defaults for what is missing. */
export function readShopperCookies(raw: Record<string, string | undefined>): ShopperCookies {
  const cookies: ShopperCookies = {
    locale: pick(raw, 'locale', CODE) ?? DEFAULTS.locale,
    currency: pick(raw, 'currency', CODE) ?? DEFAULTS.currency,
    country: pick(raw, 'country', CODE) ?? DEFAULTS.country,
    store: pick(raw, 'store', CODE) ?? DEFAULTS.store,
    market: pick(raw, 'market', CODE) ?? DEFAULTS.market,
  };
  for (const name of ['cart', 'customer', 'wishlist', 'segments'] as const) {
    const value = pick(raw, name, TOKEN);
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
}

/** Every cookie the API sets: whole site, SameSite=Lax, Secure in production (DESIGN.md §4). */
export function cookieAttributes(options: CookieOptions, production: boolean) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: production,
    httpOnly: options.httpOnly ?? false,
    maxAge: options.maxAgeSeconds,
  };
}
