import { sql, type Kysely } from 'kysely';

/**
 * `refund_needed`: money taken for an order the shop had given up, which staff refund rather than ship.
 * `carts.checkout_base_url` goes: mail links come from the configured public origin, never from a client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (status in ('pending_payment', 'processing', 'canceled', 'refund_needed'))`.execute(db);
  await sql`alter table carts drop column checkout_base_url`.execute(db);
}
