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
 * sum changes), then variants by sku, then gift cards by code. Each is one `select … order by … for update`, which PostgreSQL locks row by row in that order:
 * two transactions wanting the same rows queue instead of deadlocking. Taking a lock twice in one
 * transaction is free, so a caller may lock everything first and let the helpers below lock again.
 */
export async function lockStock(trx: Transaction<Database>, units: readonly StockUnit[], giftCardCodes: readonly string[] = []): Promise<LockedStock> {
  const uids = [...new Set(units.map((unit) => unit.productUid))];
  const skus = [...new Set(units.map((unit) => unit.sku))];
  const codes = [...new Set(giftCardCodes)];
  const locked: LockedStock = new Map();
  if (uids.length) {
    const { rows } = await sql<{ sku: string; stock_qty: number }>`select sku, stock_qty from products where uid = any(${uids}::text[]) order by uid for update`.execute(trx);
    for (const row of rows) locked.set(row.sku, { stock: row.stock_qty, variant: false });
  }
  if (skus.length) {
    const { rows } = await sql<{ sku: string; stock_qty: number }>`select sku, stock_qty from product_variants where sku = any(${skus}::text[]) order by sku for update`.execute(
      trx,
    );
    for (const row of rows) locked.set(row.sku, { stock: row.stock_qty, variant: true });
  }
  if (codes.length) await sql`select code from gift_cards where code = any(${codes}::text[]) order by code for update`.execute(trx);
  return locked;
}

/** The units by sku (an order holds one line per sku, a cart too; summed all the same), in sku order. */
function bySku(units: readonly StockUnit[]): StockUnit[] {
  const merged = new Map<string, StockUnit>();
  for (const unit of units) merged.set(unit.sku, { ...unit, quantity: (merged.get(unit.sku)?.quantity ?? 0) + unit.quantity });
  return [...merged.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/** A configurable product's own stock is the informational sum of its variants: what `units` change of it, by product. */
function parentsOf(units: readonly StockUnit[], locked: LockedStock): Map<string, number> {
  const parents = new Map<string, number>();
  for (const unit of units) if (locked.get(unit.sku)?.variant) parents.set(unit.productUid, (parents.get(unit.productUid) ?? 0) + unit.quantity);
  return parents;
}

/**
 * Adds `sign` × each unit's quantity to its row's stock, one statement per table (the rows are locked
 * already, in lockStock's order, so the order these statements touch them in cannot deadlock). Taking
 * (sign -1) changes only rows that hold enough; returns the skus it changed.
 */
async function changeStock(trx: Transaction<Database>, units: readonly StockUnit[], locked: LockedStock, sign: 1 | -1): Promise<Set<string>> {
  const changed = new Set<string>();
  for (const variant of [false, true]) {
    const rows = bySku(units).filter((unit) => (locked.get(unit.sku)?.variant ?? false) === variant);
    if (rows.length === 0) continue;
    const table = variant ? sql`product_variants` : sql`products`;
    const { rows: done } = await sql<{ sku: string }>`
      update ${table} t set stock_qty = t.stock_qty + ${sign} * u.quantity
      from (select unnest(${rows.map((unit) => unit.sku)}::text[]) as sku, unnest(${rows.map((unit) => unit.quantity)}::int[]) as quantity) u
      where t.sku = u.sku ${sign < 0 ? sql`and t.stock_qty >= u.quantity` : sql``}
      returning t.sku`.execute(trx);
    for (const row of done) changed.add(row.sku);
  }
  const parents = [...parentsOf(units, locked)];
  if (parents.length)
    await sql`
      update products p set stock_qty = greatest(p.stock_qty + ${sign} * u.quantity, 0)
      from (select unnest(${parents.map(([uid]) => uid)}::text[]) as uid, unnest(${parents.map(([, quantity]) => quantity)}::int[]) as quantity) u
      where p.uid = u.uid`.execute(trx);
  return changed;
}

/**
 * Takes `units` off the stock under lockStock's locks (taken here unless the caller passes what it
 * locked). Returns the sku of the first unit the stock cannot cover (the caller then rolls the
 * transaction back: never oversold), or null.
 */
export async function takeStock(trx: Transaction<Database>, units: readonly StockUnit[], locked?: LockedStock): Promise<string | null> {
  const held = locked ?? (await lockStock(trx, units));
  const taken = await changeStock(trx, units, held, -1);
  return bySku(units).find((unit) => !taken.has(unit.sku))?.sku ?? null;
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
  await changeStock(trx, units, locked ?? (await lockStock(trx, units, await giftCardsOf(trx, [orderId]))), 1);
  await sql`update gift_cards g set balance_cents = g.balance_cents + o.amount_cents from order_gift_cards o where o.order_id = ${orderId} and o.code = g.code`.execute(trx);
  await trx.updateTable('payment_attempts').set({ status: 'ANNULLO', completed_at: new Date() }).where('order_id', '=', orderId).where('status', '=', 'started').execute();
  await trx.updateTable('orders').set({ status, reserved_until: null }).where('id', '=', orderId).execute();
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
