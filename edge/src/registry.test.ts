import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistry } from '@bottega/shell/src/composition/registry';
import { EMPTY_REGISTRY, RegistryStore, remoteOrigins } from './registry';

const good = {
  remotes: { mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' } },
  overrideOrigins: ['http://localhost:8082'],
};

function collectingLog() {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, log: { info: (_o: object, msg: string) => void infos.push(msg), error: (o: object, msg: string) => void errors.push(`${msg} ${JSON.stringify(o)}`) } };
}

describe('RegistryStore', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
    file = path.join(dir, 'registry.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (text: string) => {
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  };

  it('serves the file as validated', async () => {
    write(JSON.stringify(good));
    const { log } = collectingLog();
    await expect(new RegistryStore(file, log).get()).resolves.toEqual(good);
  });

  it('re-reads the file when a deploy replaces it, without a restart', async () => {
    write(JSON.stringify(good));
    const store = new RegistryStore(file, collectingLog().log);
    await store.get();
    const next = { ...good, remotes: { mf_cart: { entry: 'http://localhost:8082/2.0.0/mf-manifest.json' } } };
    write(JSON.stringify(next));
    await expect(store.get()).resolves.toEqual(next);
  });

  it('keeps serving the last good registry when the file turns malformed, and logs why', async () => {
    write(JSON.stringify(good));
    const { log, errors } = collectingLog();
    const store = new RegistryStore(file, log);
    await store.get();
    write('{ "remotes": { "mf_cart": { "entry": 42 } } ');
    await expect(store.get()).resolves.toEqual(good);
    write(JSON.stringify({ remotes: { mf_cart: { entry: 'not a url' } } }));
    await expect(store.get()).resolves.toEqual(good);
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain('remotes.mf_cart.entry');
  });

  it('starts with an empty registry when the first file it sees is malformed or missing', async () => {
    const { log, errors } = collectingLog();
    const store = new RegistryStore(file, log);
    await expect(store.get()).resolves.toEqual(EMPTY_REGISTRY);
    write('not json');
    await expect(store.get()).resolves.toEqual(EMPTY_REGISTRY);
    expect(errors).toHaveLength(2);
    write(JSON.stringify(good));
    await expect(store.get()).resolves.toEqual(good);
  });
});

describe('remoteOrigins', () => {
  it('lists each http(s) origin once, from entries and override origins', () => {
    expect(
      remoteOrigins({
        remotes: {
          mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' },
          mf_catalog: { entry: 'https://static.bottega.it/mf-catalog/1.0.0/mf-manifest.json' },
          mf_content: { entry: 'javascript:alert(1)' },
        },
        overrideOrigins: ['http://localhost:8082', 'http://127.0.0.1:8082', 'x; script-src *'],
      }).sort(),
    ).toEqual(['http://127.0.0.1:8082', 'http://localhost:8082', 'https://static.bottega.it']);
  });
});

describe('shell/registry/*.json', () => {
  const folder = path.join(__dirname, '..', '..', 'shell', 'registry');
  it.each(readdirSync(folder).filter((name) => name.endsWith('.json')))('%s is a valid registry for the five remotes', (name) => {
    const { registry, error } = readRegistry(readFileSync(path.join(folder, name), 'utf8'));
    expect(error).toBeUndefined();
    expect(Object.keys(registry.remotes).sort()).toEqual(['mf_account', 'mf_cart', 'mf_catalog', 'mf_checkout', 'mf_content']);
    for (const { entry } of Object.values(registry.remotes)) expect(entry).toMatch(/^https?:\/\/[^/]+\/.*mf-manifest\.json$/);
  });

  it('local.json lets overrides point at every local CDN origin, in both host spellings', () => {
    const { registry } = readRegistry(readFileSync(path.join(folder, 'local.json'), 'utf8'));
    for (const port of [8081, 8082, 8083, 8084, 8085]) {
      expect(registry.overrideOrigins).toEqual(expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`]));
    }
  });
});
