import type { Kysely, Transaction } from 'kysely';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import { HttpError } from '../httpError';
import { messages } from '../commerce/messages';
import { hashToken, newToken } from './tokens';

/** The HttpOnly cookie that holds the token, and the readable one with its expiry in unix seconds (ADR 0003). */
export const SESSION_COOKIE = 'customer';
export const SESSION_EXPIRES_COOKIE = 'customer_expires';

const resolved = new WeakMap<Context, Promise<number | null>>();

/** Creates a session for the customer and sets both cookies; returns the expiry in unix seconds. */
export async function startSession(ctx: Context, customerId: number): Promise<{ expiresAt: number; lifetimeSeconds: number }> {
  const token = newToken();
  const lifetimeSeconds = ctx.config.customerTokenTtlSeconds;
  const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  await ctx.db
    .insertInto('customer_tokens')
    .values({ token_hash: hashToken(token), customer_id: customerId, expires_at: new Date(expiresAt * 1000) })
    .execute();
  ctx.setCookie(SESSION_COOKIE, token, { maxAgeSeconds: lifetimeSeconds, httpOnly: true });
  ctx.setCookie(SESSION_EXPIRES_COOKIE, String(expiresAt), { maxAgeSeconds: lifetimeSeconds });
  resolved.set(ctx, Promise.resolve(customerId));
  return { expiresAt, lifetimeSeconds };
}

export function clearSessionCookies(ctx: Context): void {
  ctx.clearCookie(SESSION_COOKIE);
  ctx.clearCookie(SESSION_EXPIRES_COOKIE);
}

/** The readable expiry the browser holds is in the future: the shell ends a session whose expiry is missing, unreadable or past (product rule §4). */
function expiryAhead(ctx: Context): boolean {
  const seconds = Number(ctx.cookies.customerExpires);
  return ctx.cookies.customerExpires !== undefined && seconds * 1000 > Date.now();
}

async function lookup(ctx: Context, db: Kysely<Database> | Transaction<Database>): Promise<number | null> {
  const token = ctx.cookies.customer;
  if (!token) return null;
  if (!expiryAhead(ctx)) {
    // The page is rendered for a guest when the expiry is gone; the API agrees, and the token can never come back.
    await db.deleteFrom('customer_tokens').where('token_hash', '=', hashToken(token)).execute();
    clearSessionCookies(ctx);
    return null;
  }
  const row = await db.selectFrom('customer_tokens').select('customer_id').where('token_hash', '=', hashToken(token)).where('expires_at', '>', new Date()).executeTakeFirst();
  if (row) return row.customer_id;
  // An expired or unknown token makes the request a guest's, and the browser forgets it.
  clearSessionCookies(ctx);
  return null;
}

/** The logged-in customer's id, or null for a guest; inside a transaction pass it as `db`, as PGlite's one connection is the transaction's. */
export function currentCustomerId(ctx: Context, db: Kysely<Database> | Transaction<Database> = ctx.db): Promise<number | null> {
  let pending = resolved.get(ctx);
  if (!pending) {
    pending = lookup(ctx, db);
    resolved.set(ctx, pending);
  }
  return pending;
}

export async function requireCustomerId(ctx: Context): Promise<number> {
  const id = await currentCustomerId(ctx);
  if (id === null) throw new HttpError(401, messages.notAuthorized);
  return id;
}

/** Logs out this request's session (revokeCustomerToken). */
export async function endSession(ctx: Context): Promise<boolean> {
  const token = ctx.cookies.customer;
  clearSessionCookies(ctx);
  resolved.set(ctx, Promise.resolve(null));
  if (!token) return false;
  const result = await ctx.db.deleteFrom('customer_tokens').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
