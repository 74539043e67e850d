import { sql, type Kysely } from 'kysely';

/**
 * The catalog's version (migration 008) grows with every edit a page can show, not only prices and
 * stock: a product's or a category's name, text or place, a variant's colour, an option's label, and
 * categories and options that come or go. Until now such an edit reached guests' kept pages only
 * when their minute ran out. An update is counted row by row, and only when the row really changed:
 * writing a value over itself leaves the version alone.
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
