import { sql, type Kysely } from 'kysely';

/**
 * Every e-mail goes through `mail_outbox`, written with its change and delivered by a retrying job, so a slow SMTP server delays no shopper.
 * `kept` is mail with no SMTP configured; `queued` waits for its next attempt; `failed` is given up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column status text not null default 'kept' check (status in ('kept', 'queued', 'sent', 'failed'))`.execute(db);
  await sql`alter table mail_outbox add column attempts int not null default 0`.execute(db);
  await sql`alter table mail_outbox add column next_attempt_at timestamptz not null default now()`.execute(db);
  await sql`alter table mail_outbox add column sent_at timestamptz`.execute(db);
  await sql`alter table mail_outbox add column last_error text`.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'queued'`.execute(db);
}
