import { sql, type Kysely } from 'kysely';

/**
 * A registration (docs/adr/0031) or subscription waiting for its mailed link: only the token's sha256 is stored; `network` is the requester's,
 * whose failure count the confirmation forgives. A link works once, until `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table email_confirmations (
      token_hash text primary key,
      purpose text not null check (purpose in ('register', 'newsletter')),
      email text not null,
      payload jsonb not null,
      network text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index email_confirmations_email on email_confirmations (email, purpose)`.execute(db);
}
