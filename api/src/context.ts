import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from './app';
import type { ShopperContext } from '@bottega/api-contract';
import { cookieAttributes, readShopperCookies } from './cookies';
import type { Database } from './db/schema';
import type { Config } from './config';
import type { SharedStore } from './store';

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

/** What every method handler receives besides its arguments. */
export interface Context {
  db: Kysely<Database>;
  config: Config;
  /** Shared across API instances: Redis when REDIS_URL is set, memory otherwise. */
  store: SharedStore;
  cookies: ShopperCookies;
  /** Client address, for rate limits. */
  ip: string;
  setCookie(name: string, value: string, options: { maxAgeSeconds: number; httpOnly?: boolean }): void;
  clearCookie(name: string): void;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/** The context of one request: its cookies, its client address and the app's dependencies. */
export function createContext(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): Context {
  return {
    db: deps.db,
    config: deps.config,
    store: deps.store,
    cookies: readShopperCookies(request.cookies),
    ip: request.ip,
    setCookie(name, value, options) {
      reply.setCookie(name, value, cookieAttributes(options, deps.config.production));
    },
    clearCookie(name) {
      reply.clearCookie(name, { path: '/' });
    },
    log: request.log,
  };
}
