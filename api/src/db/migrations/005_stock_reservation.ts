import { sql, type Kysely } from 'kysely';

/**
 * Unpaid orders hold their stock only for a while (issue 10). `reserved_until` is when an order
 * awaiting payment gives its units back (state in the database, so the release survives a
 * restart); `expired` is the status it then takes; `client_ip` lets the shop count the orders one
 * client leaves unpaid. Orders already waiting get the default window from their creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column reserved_until timestamptz`.execute(db);
  await sql`alter table orders add column client_ip text`.execute(db);
  await sql`update orders set reserved_until = created_at + interval '30 minutes' where status = 'pending_payment'`.execute(db);
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (status in ('pending_payment', 'processing', 'canceled', 'expired', 'refund_needed'))`.execute(db);
  await sql`create index orders_awaiting_payment on orders (reserved_until) where status = 'pending_payment'`.execute(db);
}
