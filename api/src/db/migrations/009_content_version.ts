import { sql, type Kysely } from 'kysely';

/**
 * A number that grows whenever a CMS block or page is written: the content team's server renders
 * for shoppers without a session (the top bar, the footer, the home and CMS pages) are kept while it
 * stays the same, as the catalog's are with catalog_version (migration 008). Triggers keep it, so
 * every writer counts; statement-level, one bump per change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_version (id int primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into content_version (id, version) values (1, 1)`.execute(db);
  await sql`
    create function bump_content_version() returns trigger language plpgsql as $$
    begin
      update content_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger cms_blocks_written after insert or update or delete on cms_blocks for each statement execute function bump_content_version()`.execute(db);
  await sql`create trigger cms_pages_written after insert or update or delete on cms_pages for each statement execute function bump_content_version()`.execute(db);
}
