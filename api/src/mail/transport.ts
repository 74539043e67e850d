import type { Kysely } from 'kysely';
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

const FROM = 'Bottega <no-reply@bottega.example>';
const transporters = new Map<string, Promise<Transporter>>();

function smtp(url: string): Promise<Transporter> {
  let transporter = transporters.get(url);
  if (!transporter) {
    transporter = import('nodemailer').then(({ createTransport }) => createTransport(url));
    transporters.set(url, transporter);
  }
  return transporter;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise the message lands in the `mail_outbox` table,
 * where tests and the development outbox page read it. Call it after the transaction that decided
 * to send has committed, so a rolled-back change never mails anyone.
 */
export async function sendMail(deps: { db: Kysely<Database>; config: Pick<Config, 'smtpUrl'> }, message: MailMessage): Promise<void> {
  if (deps.config.smtpUrl) {
    const transporter = await smtp(deps.config.smtpUrl);
    await transporter.sendMail({ from: FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
    return;
  }
  await deps.db
    .insertInto('mail_outbox')
    .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html, kind: message.kind })
    .execute();
}
