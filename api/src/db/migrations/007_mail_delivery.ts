import { sql, type Kysely } from 'kysely';

/**
 * Every e-mail goes through `mail_outbox` (issue 10): written with the change that caused it, then
 * delivered by a job that retries, so an SMTP server that is down or slow loses nothing and delays
 * no shopper. `kept`: no SMTP is configured and the outbox is where mail stays (the embedded demo);
 * `queued`: waiting for its next attempt; `sent`; `failed`: given up after the last attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column status text not null default 'kept' check (status in ('kept', 'queued', 'sent', 'failed'))`.execute(db);
  await sql`alter table mail_outbox add column attempts int not null default 0`.execute(db);
  await sql`alter table mail_outbox add column next_attempt_at timestamptz not null default now()`.execute(db);
  await sql`alter table mail_outbox add column sent_at timestamptz`.execute(db);
  await sql`alter table mail_outbox add column last_error text`.execute(db);
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'queued'`.execute(db);
}
