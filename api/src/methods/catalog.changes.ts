import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * The catalog's change log (migration 011, docs/adr/0030-catalog-changes-without-a-hot-row.md):
 * triggers append a row per change a page can show, so writers never wait for each other; readers
 * count them (the version the guests' server renders are kept by) or read the ones since their last
 * look (what an API instance's cache must forget).
 */

export type ChangeKind = 'stock' | 'product' | 'catalog';
export interface CatalogChange {
  productUid: string | null;
  kind: ChangeKind;
}

/** Rows older than this are folded into catalog_version; an instance that has not looked for half of it forgets its whole cache. */
export const CHANGE_LOG_KEEP_MS = 10 * 60_000;

/** The catalog's version: what compaction folded in plus the rows still in the log, read in one snapshot so it only ever grows. */
export async function readCatalogVersion(db: Db): Promise<{ version: number }> {
  const { rows } = await sql<{ version: string | number }>`
    select (select version from catalog_version where id = 1) + (select count(*) from catalog_changes) as version`.execute(db);
  return { version: Number(rows[0].version) };
}

/**
 * The changes committed since `horizon` (a transaction id: every transaction that was still running
 * at the last look has an id at or above it), and the next horizon: the oldest transaction running
 * now. A change may come twice; none committed after the last look is missed, whatever the order of
 * commits. `horizon` null: only the horizon.
 */
export async function changesSince(db: Db, horizon: string | null): Promise<{ horizon: string; changes: CatalogChange[] }> {
  const { rows } = await sql<{ horizon: string; changes: Array<[string | null, ChangeKind]> }>`
    select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
      coalesce((
        select json_agg(json_build_array(product_uid, kind))
        from (select distinct product_uid, kind from catalog_changes where ${horizon === null ? sql`false` : sql`writer >= ${horizon}::xid8`}) c
      ), '[]'::json) as changes`.execute(db);
  return { horizon: rows[0].horizon, changes: rows[0].changes.map(([productUid, kind]) => ({ productUid, kind })) };
}

/**
 * Folds the log's old rows into catalog_version in one statement, so the version a reader sees never
 * moves back. Several instances may fold at once: a row is deleted, and counted, by one of them.
 */
export async function compactCatalogChanges(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CHANGE_LOG_KEEP_MS);
  const { rows } = await sql<{ folded: number }>`
    with gone as (delete from catalog_changes where changed_at < ${cutoff} returning 1),
    folded as (update catalog_version set version = version + (select count(*) from gone) where id = 1 and exists (select 1 from gone) returning 1)
    select (select count(*) from gone)::int as folded`.execute(db);
  return rows[0].folded;
}

/** Folds the log every minute, until the returned function is called (it waits for a fold in progress). */
export function startCatalogCompactor(db: Db, log: { error(obj: object, msg?: string): void }, intervalMs = 60_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => compactCatalogChanges(db, new Date()).catch((error) => log.error({ err: error }, 'folding the catalog change log failed')));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
