import { sql, type Kysely } from 'kysely';

/** The contact page has one address, /it/contact-us (docs/product-rules.md §2): /it/contatti redirects there, so search engines see no copy. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update cms_pages set url_key = 'contact-us' where identifier = 'contact-us' and url_key = 'contatti'`.execute(db);
  await sql`
    insert into url_redirects (from_path, to_path, status)
    select 'contatti', '/it/contact-us', 301
    where exists (select 1 from cms_pages where identifier = 'contact-us' and url_key = 'contact-us')
    on conflict (from_path) do nothing`.execute(db);
}
