import { createHash, randomBytes } from 'node:crypto';

/** 128-bit random, hex: what the `customer` cookie and reset links carry. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** Only this digest is stored: a copy of the database gives no working session or reset link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
