// Changes to a cart's lines: one statement that checks the stock and the limits as it runs, and the
// careful path (in a transaction holding the cart's lock) that says why when that statement changed nothing.
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Cart } from '@bottega/api-contract';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import { messages } from '../commerce/messages';
import { MAX_CART_LINES, MAX_SALEABLE_QTY, lineQuantityError } from '../commerce/stock';
import { HttpError } from '../httpError';
import { changeAtOnce, changeExistingCart } from './cart.store';
import { cartLineRows, cartView, toCartLine, type CartLine, type Sellable, type UserError } from './cart.view';

/**
 * Adds to the line of a simple product's or a variant's sku, checking the stock and the per-line
 * maximum against the quantity the line holds when the statement runs.
 */
export function addLineStatement(cart: RawBuilder<unknown>, line: { sku: string; parent_sku?: string; quantity: number }) {
  return sql<{ cart_id: string }>`
    with ${cart}, sellable as (
      select v.sku, v.product_uid, v.stock_qty from product_variants v join products p on p.uid = v.product_uid
      where v.sku = ${line.sku} and p.sku = coalesce(${line.parent_sku ?? null}::text, p.sku)
      union all
      select sku, uid, stock_qty from products where sku = ${line.sku} and type = 'SimpleProduct'
    )
    insert into cart_items (cart_id, sku, product_uid, quantity)
    select cart.id, sellable.sku, sellable.product_uid, ${line.quantity}::int from cart, sellable
    where ${line.quantity}::int <= least(sellable.stock_qty, ${MAX_SALEABLE_QTY}::int)
      and (select count(*) from cart_items where cart_id = cart.id) < ${MAX_CART_LINES}
    on conflict (cart_id, sku) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= least((select stock_qty from sellable), ${MAX_SALEABLE_QTY}::int)
    returning cart_id`;
}

/**
 * Sets a line's quantity (0 removes it). Lowering is always allowed, so a line whose stock fell can
 * be brought back within it; raising is checked against the stock and the per-line maximum.
 */
function setQuantityStatement(cart: RawBuilder<unknown>, uid: string, quantity: number) {
  if (quantity === 0) {
    return sql<{ cart_id: string }>`
      with ${cart}
      delete from cart_items using cart where cart_items.id = ${Number(uid)} and cart_items.cart_id = cart.id
      returning cart_items.cart_id`;
  }
  return sql<{ cart_id: string }>`
    with ${cart}
    update cart_items set quantity = ${quantity}::int from cart
    where cart_items.id = ${Number(uid)} and cart_items.cart_id = cart.id
      and (${quantity}::int <= cart_items.quantity or ${quantity}::int <= least(${MAX_SALEABLE_QTY}::int, coalesce(
        (select stock_qty from product_variants where sku = cart_items.sku),
        (select stock_qty from products where uid = cart_items.product_uid))))
    returning cart_items.cart_id`;
}

export async function itemOf(trx: Transaction<Database>, cartId: string, uid: string): Promise<CartLine> {
  const line = await cartLineRows(trx).where('ci.cart_id', '=', cartId).where('ci.id', '=', Number(uid)).executeTakeFirst();
  if (!line) throw new HttpError(404, messages.cartItemNotFound);
  return toCartLine(line);
}

/** Raises a line by `delta` units with an SQL increment, refusing what the stock or the per-line maximum does not allow. */
export async function raiseLine(trx: Transaction<Database>, cartId: string, sellable: Sellable, delta: number): Promise<UserError | null> {
  const existing = await trx.selectFrom('cart_items').select('quantity').where('cart_id', '=', cartId).where('sku', '=', sellable.sku).executeTakeFirst();
  const problem = lineQuantityError((existing?.quantity ?? 0) + delta, sellable.stockQty);
  if (problem) return { ...problem, sku: sellable.sku };
  if (!existing) {
    const { lines } = await trx
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('lines'))
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    if (Number(lines) >= MAX_CART_LINES) return { code: 'UNDEFINED', message: messages.tooManyLines(MAX_CART_LINES), sku: sellable.sku };
  }
  await trx
    .insertInto('cart_items')
    .values({ cart_id: cartId, sku: sellable.sku, product_uid: sellable.productUid, quantity: delta })
    .onConflict((oc) => oc.columns(['cart_id', 'sku']).doUpdateSet({ quantity: sql`cart_items.quantity + excluded.quantity` }))
    .execute();
  return null;
}

export async function setLineQuantity(ctx: Context, requestedId: string | null | undefined, uid: string, quantity: number): Promise<Cart> {
  const cartId = await changeAtOnce(ctx, requestedId, (cart) => setQuantityStatement(cart, uid, quantity));
  if (cartId) return cartView(ctx, ctx.db, cartId);
  // No such line, or more than the stock allows: the careful path says which.
  return changeExistingCart(ctx, requestedId, async (trx, id) => {
    const line = await itemOf(trx, id, uid);
    if (quantity === 0) {
      await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
      return;
    }
    const problem = quantity > line.quantity ? lineQuantityError(quantity, line.sellable.stockQty) : null;
    if (problem) throw new HttpError(409, problem.message);
    await trx.updateTable('cart_items').set({ quantity }).where('id', '=', line.id).execute();
  });
}
