import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connect } from '../src/db';

describe('the embedded database folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bottega-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('opens in one process at a time, and says which one holds it', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await connect({ dataDir });
    await expect(connect({ dataDir })).rejects.toThrow(`The embedded database in ${dataDir} is already open in process ${process.pid}`);
    await first.close();
    // Closed, the folder is free again.
    const again = await connect({ dataDir });
    expect((await sql<{ one: number }>`select 1 as one`.execute(again.db)).rows[0].one).toBe(1);
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = path.join(dir, 'pglite');
    // A pid far above any the kernel hands out: the process that wrote it crashed long ago.
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const db = await connect({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
  });
});
