import type { Db } from '../db';

/**
 * The one row of a version table that triggers keep (catalog_version, migration 008;
 * content_version, 009): what a server render for guests was drawn at.
 */
export async function readVersion(db: Db, table: 'catalog_version' | 'content_version'): Promise<{ version: number }> {
  const row = await db.selectFrom(table).select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: Number(row.version) };
}
