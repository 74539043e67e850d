import { shopperContext, type ShopperContext } from '@bottega/api-contract';

/** The shopper's context, read from the request cookies (docs/product-rules.md §3, §7). */
export interface ShopperCookies extends Omit<ShopperContext, 'country'> {
  /** A served country (product rule §3) or any other two-letter code the shopper's cookie holds. */
  country: string;
  /** Guest cart id, when the shopper has one. */
  cart?: string;
  /** Customer token, when the shopper is logged in. */
  customer?: string;
  /** The token's expiry in unix seconds, as the readable `customer_expires` cookie holds it (ADR 0003). */
  customerExpires?: string;
  /** Guest wishlist id. */
  wishlist?: string;
  segments?: string;
}

// Cookie values come straight from the browser: anything beyond plain tokens is ignored, not trusted.
const TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;
const COUNTRY = /^[A-Z]{2}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

function pick(raw: Record<string, string | undefined>, name: string, pattern: RegExp): string | undefined {
  const value = raw[name];
  return value !== undefined && pattern.test(value) ? value : undefined;
}

/** The shopper's context from the request cookies; an unserved but well-formed country is kept, so shipping says so (docs/product-rules.md §8) rather than quote Italy's. */
export function readShopperCookies(raw: Record<string, string | undefined>): ShopperCookies {
  const country = pick(raw, 'country', COUNTRY);
  const cookies: ShopperCookies = { ...shopperContext(raw.locale), ...(country && { country }) };
  for (const name of ['cart', 'customer', 'wishlist', 'segments'] as const) {
    const value = pick(raw, name, TOKEN);
    if (value !== undefined) cookies[name] = value;
  }
  const expires = pick(raw, 'customer_expires', UNIX_SECONDS);
  if (expires !== undefined) cookies.customerExpires = expires;
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
}

/** Every cookie the API sets: whole site, SameSite=Lax, Secure in production (docs/architecture.md §4). */
export function cookieAttributes(options: CookieOptions, production: boolean) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: production,
    httpOnly: options.httpOnly ?? false,
    maxAge: options.maxAgeSeconds,
  };
}
