import { sql, type Kysely } from 'kysely';

/** The add-to-cart form's key, once per cart, so a form posted twice adds once (docs/adr/0038-shopper-actions-as-html-forms.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cart_form_keys (
      cart_id varchar(64) not null references carts(id) on delete cascade,
      key varchar(64) not null,
      created_at timestamptz not null default now(),
      primary key (cart_id, key)
    )`.execute(db);
}
