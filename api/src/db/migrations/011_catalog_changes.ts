import { sql, type Kysely } from 'kysely';

/**
 * Catalog changes as an append-only log, whose inserts never wait for each other as updates of one row do (docs/adr/0030). A row says what a page
 * can show changed (`stock`, `product`, or `catalog` with product_uid null); the version is catalog_version.version plus the rows not yet compacted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [trigger, table] of [
    ['products_come_and_go', 'products'],
    ['variants_come_and_go', 'product_variants'],
    ['products_edited', 'products'],
    ['product_variants_edited', 'product_variants'],
    ['categories_edited', 'categories'],
    ['attribute_options_edited', 'attribute_options'],
    ['categories_come_and_go', 'categories'],
    ['attribute_options_come_and_go', 'attribute_options'],
  ]) {
    await sql`drop trigger ${sql.raw(trigger)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function bump_catalog_version()`.execute(db);

  await sql`
    create table catalog_changes (
      id bigserial primary key,
      product_uid text,
      kind text not null check (kind in ('stock', 'product', 'catalog')),
      writer xid8 not null default pg_current_xact_id(),
      changed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index catalog_changes_writer on catalog_changes (writer)`.execute(db);
  await sql`create index catalog_changes_changed_at on catalog_changes (changed_at)`.execute(db);

  // What a page shows of a stock: its status, and the figure itself at or below the threshold (catalog.product.ts `stock`).
  await sql`
    create function shown_stock(qty int, threshold int) returns int language sql immutable as $$
      select case when qty <= threshold then greatest(qty, 0) when qty > 0 then -1 else 0 end
    $$`.execute(db);

  // A product shows the sum of its variants' stock, whose shown value changes only when a size's own does, so the size's own is the test.
  // A configurable product's own stock_qty shows nowhere, and a gift card is always in stock.
  await sql`
    create function log_row_change() returns trigger language plpgsql as $$
    declare
      product text := to_jsonb(new) ->> (case when tg_table_name = 'products' then 'uid' else 'product_uid' end);
      threshold int;
      skip jsonb := '["stock_qty", "search_vector", "search_name"]';
    begin
      if (to_jsonb(old) - array(select jsonb_array_elements_text(skip))) is distinct from (to_jsonb(new) - array(select jsonb_array_elements_text(skip))) then
        insert into catalog_changes (product_uid, kind) values (product, 'product');
      elsif old.stock_qty <> new.stock_qty then
        select low_stock_threshold into threshold from products p where p.uid = product and (tg_table_name = 'product_variants' or p.type not in ('ConfigurableProduct', 'VirtualProduct'));
        if found and shown_stock(old.stock_qty, threshold) <> shown_stock(new.stock_qty, threshold) then
          insert into catalog_changes (product_uid, kind) values (product, 'stock');
        end if;
      end if;
      return null;
    end
    $$`.execute(db);

  await sql`
    create function log_catalog_change() returns trigger language plpgsql as $$
    begin insert into catalog_changes (product_uid, kind) values (null, 'catalog'); return null; end
    $$`.execute(db);

  await sql`create trigger products_changed after update on products for each row execute function log_row_change()`.execute(db);
  await sql`create trigger product_variants_changed after update on product_variants for each row execute function log_row_change()`.execute(db);
  // Rare writes (the seed): one row per statement, however many rows it touched.
  for (const table of ['products', 'product_variants']) {
    await sql`create trigger ${sql.raw(`${table}_come_and_go`)} after insert or delete on ${sql.table(table)} for each statement execute function log_catalog_change()`.execute(db);
  }
  for (const table of ['categories', 'attribute_options']) {
    await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)} for each statement execute function log_catalog_change()`.execute(
      db,
    );
  }
}
