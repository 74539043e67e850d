import { sql, type Kysely } from 'kysely';

/**
 * The sitemap's `lastmod`, set by a trigger so every writer counts; a stock change alone leaves it, or crawlers would re-read the catalog
 * daily. Rows already there take this migration's time, so a crawler reads them once more and misses nothing.
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
