import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRegistry } from '@bottega/shell/registry';
import type { LiveRegistry } from '@bottega/registry/types';
import { remotes } from '../../remotes.json';
import { EMPTY_REGISTRY, FileRegistry, forBrowser, remoteOrigins, rendererOrigins, SharedRegistry, type LiveStore } from './registry';

const good = {
  remotes: { mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' } },
  overrideOrigins: ['http://localhost:8082'],
};

function collectingLog() {
  const errors: string[] = [];
  const infos: string[] = [];
  return { errors, infos, log: { info: (_o: object, msg: string) => void infos.push(msg), error: (o: object, msg: string) => void errors.push(`${msg} ${JSON.stringify(o)}`) } };
}

describe('FileRegistry', () => {
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
    await expect(new FileRegistry(file, log).get()).resolves.toEqual(good);
  });

  it('re-reads the file when a deploy replaces it, without a restart', async () => {
    write(JSON.stringify(good));
    const store = new FileRegistry(file, collectingLog().log);
    await store.get();
    const next = { ...good, remotes: { mf_cart: { entry: 'http://localhost:8082/2.0.0/mf-manifest.json' } } };
    write(JSON.stringify(next));
    await expect(store.get()).resolves.toEqual(next);
  });

  it('keeps serving the last good registry when the file turns malformed, and logs why', async () => {
    write(JSON.stringify(good));
    const { log, errors } = collectingLog();
    const store = new FileRegistry(file, log);
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
    const store = new FileRegistry(file, log);
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
  it.each(readdirSync(folder).filter((name) => name.endsWith('.json')))('%s is a valid registry for the remotes of remotes.json', (name) => {
    const { registry, error } = readRegistry(readFileSync(path.join(folder, name), 'utf8'));
    expect(error).toBeUndefined();
    expect(Object.keys(registry.remotes).sort()).toEqual(remotes.map((remote) => remote.name).sort());
    for (const { entry } of Object.values(registry.remotes)) expect(entry).toMatch(/^https?:\/\/[^/]+\/.*mf-manifest\.json$/);
  });

  it('local.json serves each remote on its port of remotes.json, and lets overrides point at every one, in both host spellings', () => {
    const { registry } = readRegistry(readFileSync(path.join(folder, 'local.json'), 'utf8'));
    for (const { name, port } of remotes) {
      expect(new URL(registry.remotes[name].entry).port).toBe(String(port));
      expect(registry.overrideOrigins).toEqual(expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`]));
    }
  });
});

describe('the registry the browser sees', () => {
  const served = {
    remotes: { mf_cart: { entry: 'https://static.example/mf-cart/2.0.0/mf-manifest.json', renderers: ['http://cart-renderer.internal:8100'] } },
    overrideOrigins: [],
  };

  it('names the manifests only: renderer addresses stay inside the platform', () => {
    expect(forBrowser(served)).toEqual({ remotes: { mf_cart: { entry: 'https://static.example/mf-cart/2.0.0/mf-manifest.json' } }, overrideOrigins: [] });
  });

  it("lets the edge's token go to the published entries' origins and their renderer services", () => {
    expect(rendererOrigins(served)).toEqual(['https://static.example', 'http://cart-renderer.internal:8100']);
  });
});

describe('SharedRegistry', () => {
  const live = (version: string): LiveRegistry => ({
    remotes: { mf_cart: { entry: `https://static.example/mf-cart/${version}/mf-manifest.json`, renderers: [`http://cart-${version}.internal`], version, revision: 1 } },
  });

  /** A store whose reading the test sets, and whose watcher it drives: a change read, or a read that failed. */
  function fakeStore() {
    let answer: () => Promise<LiveRegistry> = async () => live('1.0.0');
    let watcher: { onChange: (registry: LiveRegistry) => void; onError: (error: Error) => void; pollMs: number } | null = null;
    const store: LiveStore = {
      read: () => answer(),
      watch: (onChange, { pollMs, onError }) => {
        watcher = { onChange, onError, pollMs };
        return async () => void (watcher = null);
      },
      close: async () => {},
    };
    return { store, answer: (next: () => Promise<LiveRegistry>) => (answer = next), watcher: () => watcher! };
  }
  const quiet = { info() {}, warn() {}, error() {} };

  it('serves what the store holds once read, then what its watcher reads after each deploy', async () => {
    const fake = fakeStore();
    const registry = new SharedRegistry({ store: fake.store, overrideOrigins: ['https://static.example'], log: quiet, pollMs: 2000 });
    expect(fake.watcher().pollMs).toBe(2000);
    expect(registry.status().ready).toBe(false);
    await registry.refresh();
    expect(await registry.get()).toEqual({
      remotes: { mf_cart: { entry: 'https://static.example/mf-cart/1.0.0/mf-manifest.json', renderers: ['http://cart-1.0.0.internal'], version: '1.0.0' } },
      overrideOrigins: ['https://static.example'],
    });
    fake.watcher().onChange(live('2.0.0'));
    expect((await registry.get()).remotes.mf_cart.entry).toContain('/2.0.0/');
    await registry.close();
  });

  it('keeps the last good registry while the store cannot be read, says so once, and recovers', async () => {
    const fake = fakeStore();
    const warnings: string[] = [];
    const registry = new SharedRegistry({ store: fake.store, overrideOrigins: [], log: { ...quiet, warn: (_o, msg) => void warnings.push(msg) } });
    await registry.refresh();
    fake.watcher().onError(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    fake.watcher().onError(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect((await registry.get()).remotes.mf_cart.entry).toContain('/1.0.0/');
    expect(registry.status()).toMatchObject({ ready: true, stale: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(warnings).toEqual(['registry store unreachable; serving the last good registry']);
    fake.watcher().onChange(live('1.0.0'));
    expect(registry.status().stale).toBeUndefined();
    await registry.close();
  });

  it('starts unready when the store cannot be read at all', async () => {
    const fake = fakeStore();
    fake.answer(async () => {
      throw new Error('timeout');
    });
    const registry = new SharedRegistry({ store: fake.store, overrideOrigins: [], log: quiet });
    await registry.refresh();
    expect(registry.status()).toMatchObject({ ready: false, stale: 'timeout' });
    expect(await registry.get()).toEqual(EMPTY_REGISTRY);
    await registry.close();
  });
});
