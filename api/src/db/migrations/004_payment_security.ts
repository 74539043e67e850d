import { sql, type Kysely } from 'kysely';

/**
 * Payment hardening (issue 10).
 *
 * `refund_needed`: the provider took the money for an order the shop had already given up (its
 * attempt cancelled, superseded by a newer order, or its stock released). Nobody ships it; staff
 * refund it. Before, such a payment was only a log line.
 *
 * `carts.checkout_base_url` goes: links in mails come from the configured public origin, never from
 * an address a client sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await sql`alter table orders add constraint orders_status_check check (status in ('pending_payment', 'processing', 'canceled', 'refund_needed'))`.execute(db);
  await sql`alter table carts drop column checkout_base_url`.execute(db);
}
