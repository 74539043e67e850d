import type { Db } from '../db';

/** The content version (migration 009) a guest's server render is cached at; the catalog's comes from its change log (catalog.changes.ts). */
export async function readVersion(db: Db, table: 'content_version'): Promise<{ version: number }> {
  const row = await db.selectFrom(table).select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: Number(row.version) };
}
