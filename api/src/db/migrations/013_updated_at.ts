import { sql, type Kysely } from 'kysely';

/**
 * When a product, a category or a CMS page last changed, for the sitemap's `lastmod`. A trigger
 * keeps it, so every writer counts. A change of stock alone (and the search columns derived from the
 * text) leaves it alone: every order changes a stock, and a crawler told of each would re-read the
 * whole catalog every day. It moves only when the row really changed, so the catalog change log's
 * triggers (migration 011) see a stock-only update as before. Rows already there take the time of
 * this migration: at or after their last change, so a crawler reads them once more and misses nothing.
 */
const TABLES = ['products', 'categories', 'cms_pages'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function touch_updated_at() returns trigger language plpgsql as $$
    declare
      -- A generated column (products.facet_values) is still null in a before trigger's new row.
      skip text[] := array['updated_at', 'stock_qty', 'search_vector', 'search_name', 'facet_values'];
    begin
      if (to_jsonb(old) - skip) is distinct from (to_jsonb(new) - skip) then
        new.updated_at := now();
      end if;
      return new;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column updated_at timestamptz not null default now()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_touched`)} before update on ${sql.table(table)} for each row execute function touch_updated_at()`.execute(db);
  }
}
