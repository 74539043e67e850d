import { sql, type Kysely } from 'kysely';

/**
 * The catalog's version (migration 008) grows with every edit a page can show (names, texts, colours, labels, categories and options),
 * so cached renders revalidate; only a row that really changed counts.
 */
const EDITED = ['products', 'product_variants', 'categories', 'attribute_options'] as const;
const COME_AND_GO = ['categories', 'attribute_options'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger products_price_stock on products`.execute(db);
  await sql`drop trigger variants_stock on product_variants`.execute(db);
  for (const table of EDITED) {
    await sql`create trigger ${sql.raw(`${table}_edited`)} after update on ${sql.table(table)} for each row when (old is distinct from new) execute function bump_catalog_version()`.execute(
      db,
    );
  }
  for (const table of COME_AND_GO) {
    await sql`create trigger ${sql.raw(`${table}_come_and_go`)} after insert or delete on ${sql.table(table)} for each statement execute function bump_catalog_version()`.execute(
      db,
    );
  }
}
