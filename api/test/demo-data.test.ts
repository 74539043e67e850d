import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps, prepareDatabase } from '../src/deps';
import { loadConfig } from '../src/config';
import { connect } from '../src/db';
import { DEMO_PASSWORD_HASH } from '../src/commerce/demo-customers';
import { demoDataIn } from '../src/seed/demo';
import { PRODUCTION_ENV } from './harness';

const PRODUCTION = { ...PRODUCTION_ENV, XPAY_ENDPOINT: 'https://pay.example/ecomm', XPAY_SECRET: 'real-secret' };

describe('demo data', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bottega-demo-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is on for the embedded demo and refused in production', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: '1' })).toThrow(/DEMO_DATA=1 is refused when NODE_ENV=production/);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA must be 0 or 1/);
  });

  it('comes from the demo seed only: a database made without it has no demo account or code', async () => {
    const config = { ...loadConfig({ DEMO_DATA: '0' }), dataDir: path.join(dir, 'plain'), seedProducts: 20 };
    const deps = await createDeps(config);
    expect(await demoDataIn(deps.db)).toEqual([]);
    await deps.db.destroy();

    const demo = await createDeps({ ...loadConfig({}), dataDir: path.join(dir, 'demo'), seedProducts: 20 });
    expect(await demoDataIn(demo.db)).toEqual(
      expect.arrayContaining(['coupon BENVENUTO10', 'gift card REGALO-25-BOTTEGA', 'customer mario.rossi@example.it (demo account or its published password)']),
    );
    await demo.db.destroy();
  });

  it('stops a production start on a database that holds any of it, saying what to delete', async () => {
    // The production settings on an embedded database of this test's own, migrated as a release is.
    const production = { ...loadConfig(PRODUCTION), databaseUrl: undefined, redisUrl: undefined, dataDir: path.join(dir, 'shop'), seedProducts: 20 };
    const clean = await connect({ dataDir: production.dataDir });
    await prepareDatabase(clean.db, production);
    // Someone gives an account the demo's published password (its very hash, copied from the seed).
    await clean.db
      .insertInto('customers')
      .values({ email: 'cliente@example.it', firstname: 'Anna', lastname: 'Verdi', tax_code: 'VRDNNA80A41H501X', password_hash: DEMO_PASSWORD_HASH })
      .execute();
    await clean.close();
    await expect(createDeps(production)).rejects.toThrow(
      'NODE_ENV=production refuses a database with demo data, whose passwords and codes are public: customer cliente@example.it (demo account or its published password)',
    );
  });
});
