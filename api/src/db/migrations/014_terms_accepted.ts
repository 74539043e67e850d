import { sql, type Kysely } from 'kysely';

/** When the shopper accepted the terms of sale, the shop's proof of explicit acceptance (Codice del Consumo art. 51, docs/product-rules.md §10). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column terms_accepted_at timestamptz`.execute(db);
}
