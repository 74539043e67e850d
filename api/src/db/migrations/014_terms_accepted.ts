import { sql, type Kysely } from 'kysely';

/**
 * When the shopper accepted the terms of sale for an order (Codice del Consumo art. 51: the order is
 * placed only after an explicit acceptance, docs/product-rules.md §10), kept as the shop's proof.
 * Orders placed before this migration have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column terms_accepted_at timestamptz`.execute(db);
}
