import { sql, type Kysely } from 'kysely';

/**
 * What waits for the owner of an e-mail address to click a link (issue #31 item 5): a registration
 * (docs/adr/0031) or a newsletter subscription (double opt-in). Only the sha256 of the link's token
 * is kept; `payload` holds what the confirmation applies (names, the password hash of a
 * registration); `network` is the requester's (rateLimit.clientNetwork), whose failure count a
 * confirmation forgives. A link works once (`used_at`) and until `expires_at`.
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
