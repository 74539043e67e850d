import { sql, type Kysely } from 'kysely';

/**
 * A number that grows whenever a price or a stock changes, or a product or variant comes or goes:
 * pages drawn from the catalog for shoppers without a session (the teams' server renders) are kept
 * while it stays the same. Triggers keep it, so every writer counts, whatever code path it takes.
 * Statement-level: one bump per change, however many rows it touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table catalog_version (id int primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into catalog_version (id, version) values (1, 1)`.execute(db);
  await sql`
    create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger products_price_stock after update of regular_price_cents, special_price_cents, stock_qty on products for each statement execute function bump_catalog_version()`.execute(
    db,
  );
  await sql`create trigger products_come_and_go after insert or delete on products for each statement execute function bump_catalog_version()`.execute(db);
  await sql`create trigger variants_stock after update of stock_qty on product_variants for each statement execute function bump_catalog_version()`.execute(db);
  await sql`create trigger variants_come_and_go after insert or delete on product_variants for each statement execute function bump_catalog_version()`.execute(db);
}
