import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
/** Tries of one transaction; the waits between them grow 10, 20, 40, 80 ms, each with up to as much jitter again. */
export const TRANSACTION_ATTEMPTS = 5;
const FIRST_WAIT_MS = 10;

type CommitListener = () => void;
const commitListeners = new WeakMap<Kysely<Database>, CommitListener[]>();

/** Calls `listener` after every transaction `inTransaction` commits on `db`. */
export function onCommit(db: Kysely<Database>, listener: CommitListener): void {
  commitListeners.set(db, [...(commitListeners.get(db) ?? []), listener]);
}

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has((error as { code?: unknown } | null)?.code as string);
}

/**
 * Runs `work` in a transaction, again after a deadlock or serialization failure so the shopper never sees one: `work` must do everything
 * through `trx` and end the same for the same input (one idempotency key, one order). Other errors, and the last retryable one, are thrown.
 */
export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await db.transaction().execute(work);
      for (const listener of commitListeners.get(db) ?? []) listener();
      return result;
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      const wait = FIRST_WAIT_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, wait + Math.random() * wait));
    }
  }
}
