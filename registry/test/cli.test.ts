import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, type Env } from '../src/commands';
import { databaseUrl, dropSchema, randomSchema, staticServer, statusServer, writeBuild, type TestServer } from './helpers';

describe('the registry commands refuse bad input before touching anything', () => {
  it.each([
    [['ship'], /unknown command "ship"/],
    [['deploy', 'cart', '1.0.0'], /"cart" is not a remote: give its folder \(mf-cart\) or its federation name \(mf_cart\)/],
    [['deploy', 'mf-cart', '1.0.0;rm'], /"1.0.0;rm" is not a version/],
    [['deploy', 'mf-cart', '1.0.0', '--renderers', 'ftp://renderer'], /--renderers: "ftp:\/\/renderer" is not an http\(s\) URL/],
    [['deploy', 'mf-cart', '1.0.0', '--force', 'yes'], /unknown option --force/],
    [['deploy', 'mf-cart', '1.0.0'], /STATIC_ORIGIN is not set/],
    [['publish', 'mf-cart', '1.0.0'], /publish needs a remote and a version and --build <dir>/],
  ])('%j', async (argv, message) => {
    await expect(run(argv, {})).rejects.toThrow(message);
  });
});

const runWithStore = databaseUrl ? describe : describe.skip;
if (!databaseUrl) console.warn('registry command tests skipped: they need TEST_DATABASE_URL (PostgreSQL)');

runWithStore('deploying and rolling back with the commands', () => {
  jest.setTimeout(20_000);
  const schema = randomSchema('registry_cli');
  let work: string;
  let origin: TestServer;
  let ready: Awaited<ReturnType<typeof statusServer>>;
  let notReady: TestServer;
  let env: Env;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'registry-cli-'));
    const originDir = path.join(work, 'origin');
    origin = await staticServer(originDir);
    ready = await statusServer(200);
    notReady = await statusServer(503);
    // The second origin is allowed but not where files are checked: a CDN name beside the origin's own.
    env = { REGISTRY_DATABASE_URL: databaseUrl, REGISTRY_SCHEMA: schema, STATIC_ORIGIN: `${origin.origin},https://static.bottega.it`, ORIGIN_DIR: originDir, REGISTRY_BY: 'test' };
    await run(['migrate'], env);
    for (const [version, marker] of [
      ['1.0.0', 'one'],
      ['1.1.0', 'two'],
    ]) {
      await run(['publish', 'mf-cart', version, '--build', writeBuild(path.join(work, `build-${version}`), 'mf_cart', { marker })], env);
    }
  });
  afterAll(async () => {
    await Promise.all([origin.close(), ready.close(), notReady.close()]);
    await dropSchema(schema);
    rmSync(work, { recursive: true, force: true });
  });

  it('deploys a published version whose renderer is ready, and says what was live before', async () => {
    expect(await run(['deploy', 'mf_cart', '1.0.0', '--renderers', ready.origin], env)).toMatch(/^mf_cart 1\.0\.0 is live \(was none\) in \d+ ms$/);
    expect(ready.paths).toContain('/health/ready');
    expect(await run(['status'], env)).toContain(`mf_cart 1.0.0 (revision 1) ${origin.origin}/mf-cart/1.0.0/mf-manifest.json renderers ${ready.origin}`);
  });

  it('refuses a version that was never published, and one whose renderer is not ready, changing nothing', async () => {
    await expect(run(['deploy', 'mf-cart', '2.0.0', '--renderers', ready.origin], env)).rejects.toThrow(/mf-cart 2\.0\.0 is not published: .* answered 404/);
    await expect(run(['deploy', 'mf-cart', '1.1.0', '--renderers', notReady.origin], env)).rejects.toThrow(
      `a renderer is not ready: ${notReady.origin}/health/ready answered 503; nothing was changed`,
    );
    expect(await run(['status'], env)).toMatch(/^mf_cart 1\.0\.0 \(revision 1\)/);
  });

  it('rolls back to the earlier version once there is one', async () => {
    await expect(run(['rollback', 'mf-cart'], env)).rejects.toThrow('mf_cart has no earlier deploy to roll back to; nothing was changed');
    expect(await run(['deploy', 'mf-cart', '1.1.0', '--renderers', ready.origin, '--by', 'ci#42'], env)).toMatch(/^mf_cart 1\.1\.0 is live \(was 1\.0\.0\)/);
    expect(await run(['status'], env)).toMatch(/last: deploy of 1\.1\.0 by ci#42 at /);
    expect(await run(['rollback', 'mf-cart'], env)).toMatch(/^mf_cart is back on 1\.0\.0 \(was 1\.1\.0\) in \d+ ms$/);
  });

  it('refuses a rollback to a version whose files are gone from the origin', async () => {
    await run(['deploy', 'mf-cart', '1.1.0'], env);
    rmSync(path.join(env.ORIGIN_DIR!, 'mf-cart', '1.0.0', 'remoteEntry.js'));
    await expect(run(['rollback', 'mf-cart'], env)).rejects.toThrow(/mf-cart 1\.0\.0 is missing files at the origin .*: remoteEntry\.js/);
    expect(await run(['status'], env)).toMatch(/^mf_cart 1\.1\.0 \(revision 4\)/);
  });
});
