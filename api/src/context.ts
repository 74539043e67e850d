import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from './appDeps';
import { cookieAttributes, readShopperCookies, type ShopperCookies } from './cookies';
import type { Database } from './db/schema';
import type { Config } from './config';
import type { SharedStore } from './store';

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
