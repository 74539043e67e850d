import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Config } from './config';
import type { SharedStore } from './store';

/** The shopper's context, read from the request cookies (spec §3, §7). */
export interface ShopperCookies {
  locale: string;
  currency: string;
  country: string;
  store: string;
  market: string;
  /** Guest cart id, when the shopper has one. */
  cart?: string;
  /** Customer token, when the shopper is logged in. */
  customer?: string;
  /** Guest wishlist id. */
  wishlist?: string;
  segments?: string;
}

/** What every method handler receives besides its arguments. */
export interface Context {
  db: Kysely<Database>;
  config: Config;
  /** Shared across API instances: Redis when REDIS_URL is set, memory otherwise. */
  store: SharedStore;
  cookies: ShopperCookies;
  /** Client address, for rate limits. */
  ip: string;
  /** Origin of the request (scheme://host), for links in e-mails and payment return URLs. */
  origin: string;
  setCookie(name: string, value: string, options: { maxAgeSeconds: number; httpOnly?: boolean }): void;
  clearCookie(name: string): void;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}
