import { sql } from 'kysely';
import type { Db } from '../db';
import type { ConfirmationPurpose } from '../db/schema.commerce';
import { hashToken, newToken } from './tokens';

/** How long a mailed link works: a day to confirm a registration, three to confirm a subscription. */
export const CONFIRMATION_TTL_MS: Record<ConfirmationPurpose, number> = { register: 24 * 3600_000, newsletter: 72 * 3600_000 };

/** What a link carries: the 128-bit token newToken makes. Anything else is forged and never reaches the database. */
const TOKEN = /^[0-9a-f]{32}$/;

/** Stores a confirmation waiting for its link (only the token's hash) and returns the token to mail. */
export async function createConfirmation(db: Db, input: { purpose: ConfirmationPurpose; email: string; payload: Record<string, unknown>; network: string }): Promise<string> {
  const token = newToken();
  await db
    .insertInto('email_confirmations')
    .values({
      token_hash: hashToken(token),
      purpose: input.purpose,
      email: input.email,
      payload: JSON.stringify(input.payload),
      network: input.network,
      expires_at: new Date(Date.now() + CONFIRMATION_TTL_MS[input.purpose]),
    })
    .execute();
  return token;
}

/** Uses a link's confirmation if of this purpose, unused and unexpired, else null; checking and marking in one statement keeps it single-use under races. */
export async function useConfirmation(db: Db, purpose: ConfirmationPurpose, token: unknown): Promise<{ email: string; payload: Record<string, unknown>; network: string } | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const used = await sql<{ email: string; payload: Record<string, unknown>; network: string }>`
    update email_confirmations set used_at = now()
    where token_hash = ${hashToken(token)} and purpose = ${purpose} and used_at is null and expires_at > now()
    returning email, payload, network`.execute(db);
  return used.rows[0] ?? null;
}
