// Whose cart a request works on, and how a change to it is made: found or created, locked, one
// statement where it can be, a transaction where the careful path needs one; a guest cart merged at login.
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Cart } from '@bottega/api-contract';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { currentCustomerId } from '../auth/session';
import { newToken } from '../auth/tokens';
import { messages } from '../commerce/messages';
import { MAX_SALEABLE_QTY } from '../commerce/stock';
import { HttpError } from '../httpError';
import { cartView } from './cart.view';

type Db = Kysely<Database> | Transaction<Database>;

/** docs/product-rules.md §3: the guest cart cookie lasts 30 days. */
export const CART_COOKIE = 'cart';
const CART_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** Whose cart a request works on: the logged-in customer's, else the guest cart the cookie names. */
type CartOwner = { customerId: number } | { guestCartId: string };

/** The owner's active cart (one at most: a partial unique index keeps one per customer). */
function activeCartOf(owner: CartOwner): RawBuilder<SqlBool> {
  return 'customerId' in owner
    ? sql<SqlBool>`status = 'active' and customer_id = ${owner.customerId}`
    : sql<SqlBool>`status = 'active' and id = ${owner.guestCartId} and customer_id is null`;
}

/**
 * The cart this request works on: the customer's active cart when logged in, else the guest cart
 * of the `cart` cookie. A cookie naming a cart that is gone (ordered, merged, never existed) is
 * simply a shopper without a cart — never "no such entity". With `create`, a missing cart is made.
 * With `lock` (inside a transaction) the same statement locks the cart row until the transaction
 * ends and marks it changed: changes to one cart take turns, none is lost.
 */
export async function resolveCartId(ctx: Context, db: Db, options: { create: boolean; lock?: boolean }): Promise<string | null> {
  const customerId = await currentCustomerId(ctx, db);
  const find = async (owner: CartOwner) => {
    const row = options.lock
      ? await db.updateTable('carts').set({ updated_at: new Date() }).where(activeCartOf(owner)).returning('id').executeTakeFirst()
      : await db.selectFrom('carts').select('id').where(activeCartOf(owner)).executeTakeFirst();
    return row?.id ?? null;
  };
  if (customerId !== null) {
    const found = await find({ customerId });
    if (found || !options.create) return found;
    // The partial unique index keeps one active cart per customer even when two requests race here.
    await db
      .insertInto('carts')
      .values({ id: newToken(), customer_id: customerId, status: 'active' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await find({ customerId }))!;
  }
  const cookie = ctx.cookies.cart;
  if (cookie) {
    const found = await find({ guestCartId: cookie });
    if (found) return found;
  }
  if (!options.create) return null;
  const id = newToken();
  await db.insertInto('carts').values({ id, customer_id: null, status: 'active' }).execute();
  ctx.setCookie(CART_COOKIE, id, { maxAgeSeconds: CART_COOKIE_MAX_AGE });
  // The rest of this request works on the new cart too.
  ctx.cookies.cart = id;
  return id;
}

/** A cart id sent by the client must be the cart it is working on; otherwise its view is stale. */
export function assertSameCart(requested: string | null | undefined, actual: string | null): void {
  if (requested && actual && requested !== actual) throw new HttpError(409, messages.cartOutdated);
}

/** Locks a cart row until the transaction ends (merging two carts locks both). */
async function lockCart(trx: Transaction<Database>, cartId: string): Promise<void> {
  await sql`select id from carts where id = ${cartId} for update`.execute(trx);
}

/** Runs `change` on the current cart (created if needed) inside a transaction holding its lock. */
export async function changeCart<T>(
  ctx: Context,
  requestedId: string | null | undefined,
  change: (trx: Transaction<Database>, cartId: string) => Promise<T>,
): Promise<{ cartId: string; value: T }> {
  return inTransaction(ctx.db, async (trx) => {
    const cartId = (await resolveCartId(ctx, trx, { create: true, lock: true }))!;
    assertSameCart(requestedId, cartId);
    return { cartId, value: await change(trx, cartId) };
  });
}

/**
 * Changes the cart this request works on in one statement: `change` gets the `cart` CTE, which
 * locks the cart row and marks it changed within that statement, so no transaction stays open
 * across round trips (PGlite runs one statement at a time for every shopper). Returns the cart id,
 * or null when the statement changed nothing; the caller's careful path then says why.
 */
export async function changeAtOnce(
  ctx: Context,
  requestedId: string | null | undefined,
  change: (cart: RawBuilder<unknown>) => RawBuilder<{ cart_id: string }>,
): Promise<string | null> {
  const customerId = await currentCustomerId(ctx);
  const owner: CartOwner | null = customerId !== null ? { customerId } : ctx.cookies.cart ? { guestCartId: ctx.cookies.cart } : null;
  if (!owner) return null;
  const cart = sql`cart as (update carts set updated_at = now() where ${activeCartOf(owner)} ${requestedId ? sql`and id = ${requestedId}` : sql``} returning id)`;
  const { rows } = await change(cart).execute(ctx.db);
  return rows[0]?.cart_id ?? null;
}

/** Changes an existing cart only: without one there is nothing to change. */
export async function changeExistingCart(
  ctx: Context,
  requestedId: string | null | undefined,
  change: (trx: Transaction<Database>, cartId: string) => Promise<void>,
): Promise<Cart> {
  const cartId = await inTransaction(ctx.db, async (trx) => {
    const id = await resolveCartId(ctx, trx, { create: false, lock: true });
    if (!id) throw new HttpError(404, messages.cartItemNotFound);
    assertSameCart(requestedId, id);
    await change(trx, id);
    return id;
  });
  return cartView(ctx, ctx.db, cartId);
}

export async function currentCartView(ctx: Context): Promise<Cart> {
  return cartView(ctx, ctx.db, await resolveCartId(ctx, ctx.db, { create: false }));
}

/**
 * Moves a guest cart's lines, coupon and gift cards into the customer's cart at login (quantities
 * add up, capped at the per-line maximum); the guest cart is closed.
 */
export async function mergeGuestCart(ctx: Context, trx: Transaction<Database>, guestCartId: string): Promise<void> {
  const guest = await trx.selectFrom('carts').selectAll().where('id', '=', guestCartId).where('status', '=', 'active').where('customer_id', 'is', null).executeTakeFirst();
  if (!guest) return;
  const customerCartId = (await resolveCartId(ctx, trx, { create: true, lock: true }))!;
  await lockCart(trx, guestCartId);
  await sql`
    insert into cart_items (cart_id, sku, product_uid, quantity)
    select ${customerCartId}, sku, product_uid, least(quantity, ${MAX_SALEABLE_QTY}) from cart_items where cart_id = ${guestCartId}
    on conflict (cart_id, sku) do update set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_SALEABLE_QTY})`.execute(trx);
  await sql`
    insert into cart_gift_cards (cart_id, code)
    select ${customerCartId}, code from cart_gift_cards where cart_id = ${guestCartId} order by position
    on conflict do nothing`.execute(trx);
  await sql`
    update carts set
      coupon_code = coalesce(carts.coupon_code, ${guest.coupon_code}),
      note = coalesce(carts.note, ${guest.note}),
      updated_at = now()
    where id = ${customerCartId}`.execute(trx);
  await trx.updateTable('carts').set({ status: 'merged', updated_at: new Date() }).where('id', '=', guestCartId).execute();
}
