import type { Db } from '../db';

/**
 * The one row of a version table that triggers keep (content_version, migration 009): what a server
 * render for guests was drawn at. The catalog's is counted from its change log (catalog.changes.ts).
 */
export async function readVersion(db: Db, table: 'content_version'): Promise<{ version: number }> {
  const row = await db.selectFrom(table).select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: Number(row.version) };
}
