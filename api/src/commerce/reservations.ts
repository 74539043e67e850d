import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';

type Log = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

/** Any number no other advisory lock of the shop uses (migrations take 4242001, the seed 4242002). */
const SWEEP_LOCK = 4242003;
/** Orders released per sweep: a backlog after a long stop drains over a few sweeps, never in one long lock. */
const SWEEP_BATCH = 100;
const SWEEP_INTERVAL_MS = 60_000;

/** Units of one sellable row: a simple product's sku or a variant's, and its product. */
export interface StockUnit {
  sku: string;
  productUid: string;
  quantity: number;
}

/** What lockStock found of each sku: its stock, and whether it is a variant (else a simple product). */
export type LockedStock = Map<string, { stock: number; variant: boolean }>;

/**
 * Locks every row `units` and `giftCardCodes` touch, in the one order every writer of stock and
 * balances follows: products by uid (simple products and the configurable ones whose informational
 * sum changes), then variants by sku, then gift cards by code. It is one statement of three
 * `select … order by … for update` joined by `union all`: PostgreSQL runs the arms one after the
 * other, in the order written (a query that locks rows is never run in parallel), and locks each
 * arm's rows in its order, so two transactions wanting the same rows queue instead of deadlocking,
 * and the locks cost one round trip. Taking a lock twice in one transaction is free, so a caller
 * may lock everything first and let the helpers below lock again.
 */
export async function lockStock(trx: Transaction<Database>, units: readonly StockUnit[], giftCardCodes: readonly string[] = []): Promise<LockedStock> {
  const uids = [...new Set(units.map((unit) => unit.productUid))];
  const skus = [...new Set(units.map((unit) => unit.sku))];
  const codes = [...new Set(giftCardCodes)];
  const locked: LockedStock = new Map();
  if (uids.length + codes.length === 0) return locked;
  const { rows } = await sql<{ kind: 'product' | 'variant' | 'card'; sku: string; stock_qty: number }>`
    select * from (select 'product' as kind, sku, stock_qty from products where uid = any(${uids}::text[]) order by uid for update) p
    union all
    select * from (select 'variant' as kind, sku, stock_qty from product_variants where sku = any(${skus}::text[]) order by sku for update) v
    union all
    select * from (select 'card' as kind, code, 0 from gift_cards where code = any(${codes}::text[]) order by code for update) g`.execute(trx);
  // A variant's sku is never a product's (they name different things), so one map holds both.
  for (const row of rows) if (row.kind !== 'card') locked.set(row.sku, { stock: row.stock_qty, variant: row.kind === 'variant' });
  return locked;
}

/** The units by sku (an order holds one line per sku, a cart too; summed all the same), in sku order. */
function bySku(units: readonly StockUnit[]): StockUnit[] {
  const merged = new Map<string, StockUnit>();
  for (const unit of units) merged.set(unit.sku, { ...unit, quantity: (merged.get(unit.sku)?.quantity ?? 0) + unit.quantity });
  return [...merged.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/**
 * Adds each unit's quantity (negative: takes it) to its row's stock in one statement, under the
 * locks lockStock took, so the order the statement touches rows in cannot deadlock. A row changes
 * only while it keeps a stock of 0 or more; a configurable product's informational sum moves with
 * the variants that changed. Returns the skus it changed.
 */
export async function shiftStock(trx: Transaction<Database>, units: readonly StockUnit[], locked: LockedStock): Promise<Set<string>> {
  const rows = bySku(units).filter((unit) => unit.quantity !== 0);
  if (rows.length === 0) return new Set();
  const column = (pick: (unit: StockUnit) => string | number) => rows.map(pick);
  const { rows: done } = await sql<{ sku: string }>`
    with u as (
      select unnest(${column((unit) => unit.sku)}::text[]) as sku, unnest(${column((unit) => unit.quantity)}::int[]) as quantity,
        unnest(${column((unit) => (locked.get(unit.sku)?.variant ? 1 : 0))}::int[]) = 1 as variant
    ),
    v as (
      update product_variants t set stock_qty = t.stock_qty + u.quantity from u
      where u.variant and t.sku = u.sku and t.stock_qty + u.quantity >= 0
      returning t.sku, t.product_uid, u.quantity
    ),
    s as (
      update products t set stock_qty = t.stock_qty + u.quantity from u
      where not u.variant and t.sku = u.sku and t.stock_qty + u.quantity >= 0
      returning t.sku
    ),
    parents as (
      update products p set stock_qty = greatest(p.stock_qty + c.quantity, 0)
      from (select product_uid, sum(quantity)::int as quantity from v group by product_uid) c
      where p.uid = c.product_uid
    )
    select sku from v union all select sku from s`.execute(trx);
  return new Set(done.map((row) => row.sku));
}

/** The shift that takes `units` off the stock (shiftStock adds what it is given). */
export const taking = (units: readonly StockUnit[]): StockUnit[] => units.map((unit) => ({ ...unit, quantity: -unit.quantity }));

/** The first sku of `shift` that should have lowered its stock and did not (too little of it), or null. */
export function shortOf(shift: readonly StockUnit[], shifted: Set<string>): string | null {
  return bySku(shift).find((unit) => unit.quantity < 0 && !shifted.has(unit.sku))?.sku ?? null;
}

/**
 * Takes `units` off the stock under lockStock's locks (taken here unless the caller passes what it
 * locked). Returns the sku of the first unit the stock cannot cover (the caller then rolls the
 * transaction back: never oversold), or null.
 */
export async function takeStock(trx: Transaction<Database>, units: readonly StockUnit[], locked?: LockedStock): Promise<string | null> {
  const shift = taking(units);
  return shortOf(shift, await shiftStock(trx, shift, locked ?? (await lockStock(trx, units))));
}

/** The units an order took. */
export async function unitsOf(trx: Transaction<Database>, orderIds: readonly number[]): Promise<StockUnit[]> {
  if (orderIds.length === 0) return [];
  const rows = await trx.selectFrom('order_items').select(['sku', 'product_uid', 'quantity']).where('order_id', 'in', orderIds).execute();
  return rows.map((row) => ({ sku: row.sku, productUid: row.product_uid, quantity: row.quantity }));
}

/** The gift cards orders spent on. */
export async function giftCardsOf(trx: Transaction<Database>, orderIds: readonly number[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await trx.selectFrom('order_gift_cards').select('code').where('order_id', 'in', orderIds).execute();
  return rows.map((row) => row.code);
}

/**
 * Gives back what an unpaid order took (its units of stock and its gift-card amounts), closes its
 * open payment attempts and sets its status: `canceled` when a newer order replaces it, `expired`
 * when its reservation ran out. The caller holds the order's cart lock, and may pass what it locked
 * of the order's stock and gift cards.
 */
export async function releaseOrder(trx: Transaction<Database>, orderId: number, status: 'canceled' | 'expired', locked?: LockedStock): Promise<void> {
  const units = await unitsOf(trx, [orderId]);
  await shiftStock(trx, units, locked ?? (await lockStock(trx, units, await giftCardsOf(trx, [orderId]))));
  await giveBackGiftCards(trx, [orderId]);
  await closeOrders(trx, [orderId], status);
}

/** Gives back the gift-card amounts orders spent; the caller holds the cards' locks (lockStock). */
export async function giveBackGiftCards(trx: Transaction<Database>, orderIds: readonly number[]): Promise<void> {
  await sql`update gift_cards g set balance_cents = g.balance_cents + o.amount_cents
    from (select code, sum(amount_cents)::int as amount_cents from order_gift_cards where order_id = any(${orderIds}::int[]) group by code) o
    where o.code = g.code`.execute(trx);
}

/**
 * Sets unpaid orders' status and annuls their open payment attempts, in one statement. Only their
 * cart's checkout writes these rows, under the cart's lock: no other order waits for them.
 */
export async function closeOrders(trx: Transaction<Database>, orderIds: readonly number[], status: 'canceled' | 'expired'): Promise<void> {
  if (orderIds.length === 0) return;
  await sql`
    with annulled as (
      update payment_attempts set status = 'ANNULLO', completed_at = now() where order_id = any(${orderIds}::int[]) and status = 'started'
    )
    update orders set status = ${status}, reserved_until = null where id = any(${orderIds}::int[])`.execute(trx);
}

/**
 * Takes again, for a released order that was paid after all, every unit and gift-card amount it
 * had: all of it or nothing (false), checked under row locks before anything changes.
 */
export async function retakeOrder(trx: Transaction<Database>, orderId: number): Promise<boolean> {
  const units = await unitsOf(trx, [orderId]);
  const locked = await lockStock(trx, units, await giftCardsOf(trx, [orderId]));
  if (bySku(units).some((unit) => (locked.get(unit.sku)?.stock ?? 0) < unit.quantity)) return false;
  const cards = await sql<{ enough: boolean }>`
    select g.balance_cents >= o.amount_cents as enough from gift_cards g join order_gift_cards o on o.code = g.code
    where o.order_id = ${orderId}`.execute(trx);
  if (cards.rows.some((card) => !card.enough)) return false;
  if ((await takeStock(trx, units, locked)) !== null) return false;
  await sql`update gift_cards g set balance_cents = g.balance_cents - o.amount_cents from order_gift_cards o where o.order_id = ${orderId} and o.code = g.code`.execute(trx);
  return true;
}

/**
 * Releases the orders whose reservation ran out by `now`. On one database several API instances may
 * sweep at once: the advisory lock lets one of them do it, and the cart locks (skipped when a
 * checkout holds one) keep a sweep from racing a payment of the same order.
 */
export async function releaseExpiredOrders(db: Kysely<Database>, now: Date, log: Log): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`.execute(trx);
    if (!rows[0].locked) return 0;
    const carts = await sql<{ id: string }>`
      select c.id from carts c
      where exists (select 1 from orders o where o.cart_id = c.id and o.status = 'pending_payment' and o.reserved_until <= ${now})
      order by c.id limit ${SWEEP_BATCH} for update of c skip locked`.execute(trx);
    if (carts.rows.length === 0) return 0;
    const orders = await sql<{ id: number; number: string }>`
      select id, number from orders where cart_id = any(${carts.rows.map((cart) => cart.id)}::text[]) and status = 'pending_payment' and reserved_until <= ${now}
      order by id for update`.execute(trx);
    // The whole batch's stock at once, in lockStock's order: one order after another would not be.
    const ids = orders.rows.map((order) => order.id);
    await lockStock(trx, await unitsOf(trx, ids), await giftCardsOf(trx, ids));
    for (const order of orders.rows) {
      await releaseOrder(trx, order.id, 'expired');
      log.info({ order: order.number }, 'unpaid order past its reservation: stock released');
    }
    return orders.rows.length;
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
