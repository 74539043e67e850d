import { sql, type Kysely } from 'kysely';

/**
 * A version that grows with each CMS block or page written, so the content team's server renders are cached while it holds, as with
 * catalog_version (migration 008). Statement-level triggers bump it, so every writer counts.
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
