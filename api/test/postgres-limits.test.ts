import { sql } from 'kysely';
import { POSTGRES_LIMITS, connect } from '../src/db';

/** The PostgreSQL pool's own failures: a dropped connection and a statement that runs too long. */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('the PostgreSQL pool', () => {
  const url = process.env.TEST_DATABASE_URL!;

  it('survives the server dropping its idle connections (a restart), says so in the log, and answers the next query', async () => {
    const warnings: object[] = [];
    const handle = await connect({ databaseUrl: url, poolSize: 2, log: { warn: (obj) => warnings.push(obj) } });
    const admin = await connect({ databaseUrl: url, poolSize: 1 });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      // The pool's connection is idle now; the server ends it as a restart would.
      await sql`select pg_terminate_backend(${rows[0].pid})`.execute(admin.db);
      for (let waited = 0; warnings.length === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings[0]).toEqual({ err: expect.stringContaining('terminat') });
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await admin.close();
    }
  });

  it('limits every statement of its sessions, so a runaway query gives its connection back', async () => {
    const handle = await connect({ databaseUrl: url, poolSize: 1 });
    try {
      const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(handle.db);
      expect(rows).toEqual([{ statement_timeout: `${POSTGRES_LIMITS.statement_timeout / 1000}s` }]);
    } finally {
      await handle.close();
    }
  });
});
