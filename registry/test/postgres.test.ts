import { PostgresRegistryStore } from '../src/postgres';
import { RegistryRefusal, RegistryUnavailable, type LiveRegistry } from '../src/types';
import { collectingLog, databaseUrl, dropSchema, randomSchema, silentServer, sql, tcpProxy } from './helpers';

const run = databaseUrl ? describe : describe.skip;
if (!databaseUrl) console.warn('registry store tests skipped: they need TEST_DATABASE_URL (PostgreSQL)');

jest.setTimeout(20_000);

const ORIGIN = 'https://static.bottega.it';
const entryOf = (version: string, remote = 'mf-cart') => `${ORIGIN}/${remote}/${version}/mf-manifest.json`;

/** Resolves with the first registry `onChange` hears that `accept`s, or rejects after `ms`. */
function nextChange(ms: number) {
  let resolveChange!: (registry: LiveRegistry) => void;
  let accept: (registry: LiveRegistry) => boolean = () => true;
  const heard: LiveRegistry[] = [];
  const onChange = (registry: LiveRegistry) => {
    heard.push(registry);
    if (accept(registry)) resolveChange(registry);
  };
  const until = (test: (registry: LiveRegistry) => boolean) => {
    accept = test;
    return new Promise<LiveRegistry>((resolve, reject) => {
      resolveChange = resolve;
      const found = heard.find(test);
      if (found) resolve(found);
      setTimeout(() => reject(new Error(`no matching change within ${ms} ms; heard ${JSON.stringify(heard)}`)), ms).unref();
    });
  };
  return { onChange, until, heard };
}

run('the registry store on PostgreSQL', () => {
  const schema = randomSchema('registry_test');
  const { log, warnings } = collectingLog();
  let store: PostgresRegistryStore;
  const open = (options: { databaseUrl?: string } = {}) => new PostgresRegistryStore({ databaseUrl: options.databaseUrl ?? databaseUrl!, allowedOrigins: [ORIGIN], schema, log });

  beforeAll(async () => {
    store = open();
    await store.migrate();
    // A second run, as every release runs it, changes nothing and fails on nothing.
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await dropSchema(schema);
  });
  beforeEach(() => {
    warnings.length = 0;
  });

  it('reads a deploy at once after it commits, with no watcher and no poll', async () => {
    const revision = await store.deploy({
      remote: 'mf_catalog',
      version: '1.0.0',
      entry: entryOf('1.0.0', 'mf-catalog'),
      renderers: ['http://renderer-catalog:8100'],
      expectedRevision: 0,
      by: 'ci',
    });
    expect(revision).toBe(1);
    expect((await store.read()).remotes.mf_catalog).toEqual({ version: '1.0.0', entry: entryOf('1.0.0', 'mf-catalog'), renderers: ['http://renderer-catalog:8100'], revision: 1 });
    expect(await store.revisionOf('mf_catalog')).toBe(1);
  });

  it('lets exactly one of two racing deploys win and refuses the other, changing nothing', async () => {
    await store.deploy({ remote: 'mf_cart', version: '1.0.0', entry: entryOf('1.0.0'), renderers: [], expectedRevision: 0, by: 'ci' });
    const results = await Promise.allSettled([
      store.deploy({ remote: 'mf_cart', version: '1.1.0', entry: entryOf('1.1.0'), renderers: [], expectedRevision: 1, by: 'job-a' }),
      store.deploy({ remote: 'mf_cart', version: '1.2.0', entry: entryOf('1.2.0'), renderers: [], expectedRevision: 1, by: 'job-b' }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(RegistryRefusal);
    expect(refused[0].message).toMatch(/mf_cart .*expected revision 1, the registry is at revision 2 .*nothing was changed; run the deploy again/);

    const history = await store.history('mf_cart');
    expect(history.map((item) => item.revision)).toEqual([1, 2]);
    const winner = history[1];
    expect((await store.read()).remotes.mf_cart).toMatchObject({ version: winner.version, revision: 2 });
  });

  it('lets one of two first deploys of a remote win', async () => {
    const results = await Promise.allSettled(
      ['1.0.0', '2.0.0'].map((version) => store.deploy({ remote: 'mf_account', version, entry: entryOf(version, 'mf-account'), renderers: [], expectedRevision: 0, by: 'ci' })),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await store.history('mf_account')).toHaveLength(1);
  });

  it('notifies a watcher on another connection within 5 s, without waiting for its poll', async () => {
    const edge = open();
    const changes = nextChange(5_000);
    // A poll a minute apart: only the notification can bring the change in time.
    const stop = edge.watch(changes.onChange, { pollMs: 60_000 });
    try {
      await changes.until((registry) => registry.remotes.mf_catalog?.version === '1.0.0');
      const started = Date.now();
      const expectedRevision = await store.revisionOf('mf_catalog');
      await store.deploy({ remote: 'mf_catalog', version: '1.1.0', entry: entryOf('1.1.0', 'mf-catalog'), renderers: [], expectedRevision, by: 'ci' });
      await changes.until((registry) => registry.remotes.mf_catalog?.version === '1.1.0');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await stop();
      await edge.close();
    }
  });

  it('keeps the last registry while the store is cut off, and catches up once it is back', async () => {
    const proxy = await tcpProxy(databaseUrl!);
    const edge = open({ databaseUrl: proxy.url });
    const changes = nextChange(15_000);
    const stop = edge.watch(changes.onChange, { pollMs: 300 });
    try {
      await changes.until((registry) => registry.remotes.mf_catalog !== undefined);
      const heardBefore = changes.heard.length;
      proxy.cut();
      const expectedRevision = await store.revisionOf('mf_catalog');
      await store.deploy({ remote: 'mf_catalog', version: '1.2.0', entry: entryOf('1.2.0', 'mf-catalog'), renderers: [], expectedRevision, by: 'ci' });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // Cut off, the watcher reports the store unreadable and keeps what it had: no empty registry.
      expect(changes.heard.length).toBe(heardBefore);
      expect(warnings.join('\n')).toMatch(/registry (store unreadable|listener)/);
      proxy.restore();
      await changes.until((registry) => registry.remotes.mf_catalog?.version === '1.2.0');
    } finally {
      await stop();
      await edge.close();
      await proxy.close();
    }
  });

  it('tells its caller the store is back after a failed read, though nothing changed meanwhile', async () => {
    const proxy = await tcpProxy(databaseUrl!);
    const edge = open({ databaseUrl: proxy.url });
    const changes = nextChange(15_000);
    const failures: string[] = [];
    const stop = edge.watch(changes.onChange, { pollMs: 300, onError: (error) => void failures.push(error.message) });
    try {
      await changes.until(() => true);
      const heardBefore = changes.heard.length;
      proxy.cut();
      while (failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      proxy.restore();
      await changes.until(() => changes.heard.length > heardBefore);
      expect(JSON.stringify(changes.heard.at(-1))).toBe(JSON.stringify(changes.heard[heardBefore - 1]));
    } finally {
      await stop();
      await edge.close();
      await proxy.close();
    }
  });

  it('reconnects its listener when the connection is killed and hears the next deploy', async () => {
    const edge = open();
    const changes = nextChange(10_000);
    const stop = edge.watch(changes.onChange, { pollMs: 60_000 });
    try {
      await changes.until((registry) => registry.remotes.mf_catalog !== undefined);
      const killed = await sql(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen "bottega_${schema}"%'`);
      expect(killed.rows).toHaveLength(1);
      const expectedRevision = await store.revisionOf('mf_catalog');
      await store.deploy({ remote: 'mf_catalog', version: '1.3.0', entry: entryOf('1.3.0', 'mf-catalog'), renderers: [], expectedRevision, by: 'ci' });
      await changes.until((registry) => registry.remotes.mf_catalog?.version === '1.3.0');
    } finally {
      await stop();
      await edge.close();
    }
  });

  it('rolls back to the version deployed before, then the one before that, then refuses', async () => {
    for (const [i, version] of ['1.0.0', '1.1.0', '1.2.0'].entries()) {
      await store.deploy({ remote: 'mf_checkout', version, entry: entryOf(version, 'mf-checkout'), renderers: [`http://renderer-${i}:8100`], expectedRevision: i, by: 'ci' });
    }
    expect((await store.rollbackTarget('mf_checkout'))?.version).toBe('1.1.0');
    const first = await store.rollback({ remote: 'mf_checkout', expectedRevision: 3, by: 'ops' });
    expect(first).toMatchObject({ version: '1.1.0', renderers: ['http://renderer-1:8100'], revision: 4, action: 'rollback' });
    // Not back to 1.2.0, the version just rolled back from.
    const second = await store.rollback({ remote: 'mf_checkout', expectedRevision: 4, by: 'ops' });
    expect(second.version).toBe('1.0.0');
    await expect(store.rollback({ remote: 'mf_checkout', expectedRevision: 5, by: 'ops' })).rejects.toThrow(
      /mf_checkout has no earlier deploy to roll back to; nothing was changed/,
    );
    expect((await store.read()).remotes.mf_checkout).toMatchObject({ version: '1.0.0', revision: 5 });
    expect((await store.history('mf_checkout')).map((item) => `${item.action} ${item.version} by ${item.by}`)).toEqual([
      'deploy 1.0.0 by ci',
      'deploy 1.1.0 by ci',
      'deploy 1.2.0 by ci',
      'rollback 1.1.0 by ops',
      'rollback 1.0.0 by ops',
    ]);
  });

  it('refuses a rollback prepared against an older revision, and one of a remote never deployed', async () => {
    await store.deploy({ remote: 'mf_content', version: '1.0.0', entry: entryOf('1.0.0', 'mf-content'), renderers: [], expectedRevision: 0, by: 'ci' });
    await store.deploy({ remote: 'mf_content', version: '1.1.0', entry: entryOf('1.1.0', 'mf-content'), renderers: [], expectedRevision: 1, by: 'ci' });
    await expect(store.rollback({ remote: 'mf_content', expectedRevision: 1, by: 'ops' })).rejects.toThrow(/expected revision 1, the registry is at revision 2/);
    await expect(store.rollback({ remote: 'mf_nothing', expectedRevision: 0, by: 'ops' })).rejects.toThrow(/mf_nothing has never been deployed/);
    expect((await store.read()).remotes.mf_content.version).toBe('1.1.0');
  });

  it('refuses to deploy an entry outside the allowed origins, or a renderer that is not http(s)', async () => {
    await expect(
      store.deploy({ remote: 'mf_evil', version: '1.0.0', entry: 'https://evil.example/mf-manifest.json', renderers: [], expectedRevision: 0, by: 'ci' }),
    ).rejects.toThrow(/entry is outside the allowed static origins/);
    await expect(store.deploy({ remote: 'mf_evil', version: '1.0.0', entry: entryOf('1.0.0'), renderers: ['file:///etc/passwd'], expectedRevision: 0, by: 'ci' })).rejects.toThrow(
      /renderer is not an http\(s\) URL/,
    );
    expect(await store.history('mf_evil')).toEqual([]);
  });

  it('leaves out of read() a row written behind its back that points outside the allowed origins, and says so', async () => {
    await sql(
      `insert into "${schema}".live (remote, version, entry, renderers, revision) values ('mf_rogue', '1.0.0', 'https://evil.example/mf-manifest.json', '{}', 1), ('mf_odd', '1.0.0', '${entryOf('1.0.0')}', '{"javascript:alert(1)"}', 1)`,
    );
    const { remotes } = await store.read();
    expect(remotes.mf_rogue).toBeUndefined();
    expect(remotes.mf_odd).toBeUndefined();
    expect(remotes.mf_catalog).toBeDefined();
    expect(warnings.join('\n')).toMatch(/mf_rogue.*outside the allowed static origins/);
    expect(warnings.join('\n')).toMatch(/mf_odd.*renderer is not an http\(s\) URL/);
    // Said once, not at every read an edge makes.
    const said = warnings.length;
    await store.read();
    expect(warnings).toHaveLength(said);
    await sql(`delete from "${schema}".live where remote in ('mf_rogue', 'mf_odd')`);
  });

  it('keeps the history append-only', async () => {
    await expect(sql(`update "${schema}".history set version = '9.9.9'`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from "${schema}".history`)).rejects.toThrow(/append-only/);
  });
});

run('a registry store that is down', () => {
  it('fails fast with a clear error when nothing listens on its port', async () => {
    const url = new URL(databaseUrl!);
    url.port = '1';
    const store = new PostgresRegistryStore({ databaseUrl: url.href, allowedOrigins: [ORIGIN], log: collectingLog().log });
    const started = Date.now();
    await expect(store.read()).rejects.toThrow(RegistryUnavailable);
    await expect(store.deploy({ remote: 'mf_cart', version: '1.0.0', entry: entryOf('1.0.0'), renderers: [], expectedRevision: 0, by: 'ci' })).rejects.toThrow(
      /the registry store at 127\.0\.0\.1:1 cannot be reached .*nothing was changed/,
    );
    expect(Date.now() - started).toBeLessThan(2_500);
    await store.close();
  });

  it('gives up within about 2 s on a store that accepts the connection and never answers', async () => {
    const silent = await silentServer();
    const store = new PostgresRegistryStore({ databaseUrl: `postgres://postgres@${new URL(silent.origin).host}/test`, allowedOrigins: [ORIGIN], log: collectingLog().log });
    const started = Date.now();
    await expect(store.read()).rejects.toThrow(/cannot be reached/);
    expect(Date.now() - started).toBeLessThan(3_000);
    await store.close();
    await silent.close();
  });
});
