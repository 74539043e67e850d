import { sql, type Kysely } from 'kysely';

/**
 * Unpaid orders hold their stock until `reserved_until`, kept in the database so the release survives a restart, then are `expired`;
 * `client_ip` counts the orders one client leaves unpaid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column reserved_until timestamptz`.execute(db);
  await sql`alter table orders add column client_ip text`.execute(db);
  await sql`update orders set reserved_until = created_at + interval '30 minutes' where status = 'pending_payment'`.execute(db);
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (status in ('pending_payment', 'processing', 'canceled', 'expired', 'refund_needed'))`.execute(db);
  await sql`create index orders_awaiting_payment on orders (reserved_until) where status = 'pending_payment'`.execute(db);
}
