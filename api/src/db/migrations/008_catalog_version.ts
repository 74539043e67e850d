import { sql, type Kysely } from 'kysely';

/**
 * A version that grows with each price, stock, product or variant change, so server renders for shoppers without a session are cached
 * while it holds. Statement-level triggers bump it, so every writer counts, once per change.
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
