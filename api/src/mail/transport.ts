import type { Kysely, Transaction } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is (password-reset, order-confirmation): tests and the outbox page read it. */
  kind: string;
}

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

const FROM = 'Bottega <no-reply@bottega.example>';
/** Attempts before a message is given up (about a day of retries with the waits below). */
export const MAIL_ATTEMPTS = 8;
/** Wait after the n-th failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * 60_000, 6 * 3600_000);
/** A claimed message is not claimed again for this long: a sender that died mid-send is retried after it. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const SEND_INTERVAL_MS = 10_000;
/** An SMTP server that accepts and then stalls cannot hold a delivery longer than this. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const transporters = new Map<string, Promise<Transporter>>();

function smtp(url: string): Promise<Transporter> {
  let transporter = transporters.get(url);
  if (!transporter) {
    transporter = import('nodemailer').then(({ createTransport }) => createTransport({ url, ...SMTP_TIMEOUTS }));
    transporters.set(url, transporter);
  }
  return transporter;
}

/** Puts a message in the outbox, in the caller's transaction, so a mail exists exactly when its change does; the sender job delivers it, never the request. */
export async function sendMail(deps: { db: Kysely<Database> | Transaction<Database>; config: Pick<Config, 'smtpUrl'> }, message: MailMessage): Promise<void> {
  await deps.db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      kind: message.kind,
      status: deps.config.smtpUrl ? 'queued' : 'kept',
    })
    .execute();
}

/** Sends the due messages outside any transaction, so a slow SMTP server cannot hold the database; instances claim their rows, failures retry until `failed`. */
export async function deliverQueuedMail(db: Kysely<Database>, smtpUrl: string, log: Log, now = new Date()): Promise<number> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(now.getTime() + LEASE_MS) }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('mail_outbox').select('id').where('status', '=', 'queued').where('next_attempt_at', '<=', now).orderBy('id').limit(BATCH).forUpdate().skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();
  let sent = 0;
  for (const mail of claimed) {
    try {
      const transporter = await smtp(smtpUrl);
      await transporter.sendMail({ from: FROM, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date(), last_error: null }).where('id', '=', mail.id).execute();
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = mail.attempts >= MAIL_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({ status: final ? 'failed' : 'queued', last_error: message.slice(0, 500), next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts)) })
        .where('id', '=', mail.id)
        .execute();
      (final ? log.error : log.warn).call(
        log,
        { mail: mail.id, attempts: mail.attempts, err: message },
        final ? 'mail given up after its last attempt' : 'mail not sent, will retry',
      );
    }
  }
  return sent;
}

/** Delivers queued mail now and every few seconds, until stopped; the stop waits for a round in progress. */
export function startMailSender(db: Kysely<Database>, smtpUrl: string, log: Log, intervalMs = SEND_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = deliverQueuedMail(db, smtpUrl, log).catch((error) => log.error({ err: error }, 'delivering mail failed'));
  };
  round();
  const timer = setInterval(() => void running.then(round), intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
