import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Log = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

/** Any number no other advisory lock of the shop uses (migrations take 4242001, the seed 4242002). */
const SWEEP_LOCK = 4242003;
/** Orders released per sweep: a backlog after a long stop drains over a few sweeps, never in one long lock. */
const SWEEP_BATCH = 100;
const SWEEP_INTERVAL_MS = 60_000;

/** An order's units, in sku order: every statement that locks stock rows takes them in the same order. */
function itemsOf(trx: Transaction<Database>, orderId: number) {
  return trx.selectFrom('order_items').select(['sku', 'product_uid', 'quantity']).where('order_id', '=', orderId).orderBy('sku').execute();
}

/**
 * Gives back what an unpaid order took (its units of stock and its gift-card amounts), closes its
 * open payment attempts and sets its status: `canceled` when a newer order replaces it, `expired`
 * when its reservation ran out. The caller holds the order's cart lock.
 */
export async function releaseOrder(trx: Transaction<Database>, orderId: number, status: 'canceled' | 'expired'): Promise<void> {
  for (const item of await itemsOf(trx, orderId)) {
    const variant = await sql`update product_variants set stock_qty = stock_qty + ${item.quantity} where sku = ${item.sku}`.execute(trx);
    if (Number(variant.numAffectedRows ?? 0) > 0) await sql`update products set stock_qty = stock_qty + ${item.quantity} where uid = ${item.product_uid}`.execute(trx);
    else await sql`update products set stock_qty = stock_qty + ${item.quantity} where sku = ${item.sku}`.execute(trx);
  }
  await sql`update gift_cards g set balance_cents = g.balance_cents + o.amount_cents from order_gift_cards o where o.order_id = ${orderId} and o.code = g.code`.execute(trx);
  await trx.updateTable('payment_attempts').set({ status: 'ANNULLO', completed_at: new Date() }).where('order_id', '=', orderId).where('status', '=', 'started').execute();
  await trx.updateTable('orders').set({ status, reserved_until: null }).where('id', '=', orderId).execute();
}

/**
 * Takes again, for a released order that was paid after all, every unit and gift-card amount it
 * had: all of it or nothing (false), checked under row locks before anything changes.
 */
export async function retakeOrder(trx: Transaction<Database>, orderId: number): Promise<boolean> {
  const items = await itemsOf(trx, orderId);
  for (const item of items) {
    const variant = await sql<{ stock_qty: number }>`select stock_qty from product_variants where sku = ${item.sku} for update`.execute(trx);
    const row = variant.rows[0] ?? (await sql<{ stock_qty: number }>`select stock_qty from products where sku = ${item.sku} for update`.execute(trx)).rows[0];
    if (!row || row.stock_qty < item.quantity) return false;
  }
  const cards = await sql<{ enough: boolean }>`
    select g.balance_cents >= o.amount_cents as enough from gift_cards g join order_gift_cards o on o.code = g.code
    where o.order_id = ${orderId} order by g.code for update of g`.execute(trx);
  if (cards.rows.some((card) => !card.enough)) return false;
  for (const item of items) {
    const variant = await sql`update product_variants set stock_qty = stock_qty - ${item.quantity} where sku = ${item.sku}`.execute(trx);
    // A configurable product's own stock is the informational sum of its variants.
    if (Number(variant.numAffectedRows ?? 0) > 0) await sql`update products set stock_qty = greatest(stock_qty - ${item.quantity}, 0) where uid = ${item.product_uid}`.execute(trx);
    else await sql`update products set stock_qty = stock_qty - ${item.quantity} where sku = ${item.sku}`.execute(trx);
  }
  await sql`update gift_cards g set balance_cents = g.balance_cents - o.amount_cents from order_gift_cards o where o.order_id = ${orderId} and o.code = g.code`.execute(trx);
  return true;
}

/**
 * Releases the orders whose reservation ran out by `now`. On one database several API instances may
 * sweep at once: the advisory lock lets one of them do it, and the cart locks (skipped when a
 * checkout holds one) keep a sweep from racing a payment of the same order.
 */
export async function releaseExpiredOrders(db: Kysely<Database>, now: Date, log: Log): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`.execute(trx);
    if (!rows[0].locked) return 0;
    const carts = await sql<{ id: string }>`
      select c.id from carts c
      where exists (select 1 from orders o where o.cart_id = c.id and o.status = 'pending_payment' and o.reserved_until <= ${now})
      order by c.id limit ${SWEEP_BATCH} for update of c skip locked`.execute(trx);
    let released = 0;
    for (const cart of carts.rows) {
      const orders = await sql<{ id: number; number: string }>`
        select id, number from orders where cart_id = ${cart.id} and status = 'pending_payment' and reserved_until <= ${now} for update`.execute(trx);
      for (const order of orders.rows) {
        await releaseOrder(trx, order.id, 'expired');
        log.info({ order: order.number }, 'unpaid order past its reservation: stock released');
        released += 1;
      }
    }
    return released;
  });
}

/**
 * Sweeps now (whatever expired while the server was down) and then every minute, until stopped.
 * The returned function stops the timer and waits for a sweep in progress.
 */
export function startReservationSweeper(db: Kysely<Database>, log: Log, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = releaseExpiredOrders(db, new Date(), log).catch((error) => log.error({ err: error }, 'releasing unpaid orders failed'));
  };
  sweep();
  const timer = setInterval(() => running.then(sweep), intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
