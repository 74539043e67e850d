import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '@bottega/test-kit/eventually';
import { RendererPool, type RendererPoolOptions } from './renderers';

/** Renderers as small real processes: each tells the pool its port, then answers GET / with its environment and pid. */
const READY = `
const http = require('node:http');
const server = http.createServer((_request, response) => response.end(JSON.stringify({ pid: process.pid, env: process.env })));
server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
`;
const EXITS = `process.exit(3);`;
const SILENT = `setInterval(() => undefined, 1000);`;

let cdnRoot: string;
const pools: RendererPool[] = [];

function publish(folder: string, version: string, code: string) {
  const dir = path.join(cdnRoot, folder, version, 'server');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'renderer.js'), code);
}

function pool(options: Partial<RendererPoolOptions> = {}) {
  const logged: { level: string; message: string }[] = [];
  const log = {
    info: (_fields: object, message: string) => logged.push({ level: 'info', message }),
    warn: (_fields: object, message: string) => logged.push({ level: 'warn', message }),
    error: (_fields: object, message: string) => logged.push({ level: 'error', message }),
  };
  const created = new RendererPool({ cdnRoot, apiUrl: 'http://127.0.0.1:9/api', renderToken: 'token-now', renderTokenPrevious: null, log: log as never, ...options });
  pools.push(created);
  return { pool: created, logged };
}

/** Whether a process still exists (signal 0 only checks). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const answerOf = async (address: string) => (await (await fetch(address)).json()) as { pid: number; env: Record<string, string> };

beforeEach(() => {
  cdnRoot = mkdtempSync(path.join(os.tmpdir(), 'renderers-'));
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((each) => each.close()));
  rmSync(cdnRoot, { recursive: true, force: true });
});

describe('the renderer pool', () => {
  it('starts one process per version however many ask at once, and gives it only what a renderer needs', async () => {
    publish('mf-catalog', '1.2.0', READY);
    process.env.BOTTEGA_TEST_SECRET = 'not for renderers';
    try {
      const { pool: renderers } = pool();
      const addresses = await Promise.all([1, 2, 3].map(() => renderers.address('mf-catalog', '1.2.0')));
      expect(new Set(addresses).size).toBe(1);
      const { env } = await answerOf(addresses[0]!);
      expect(env).toMatchObject({ API_URL: 'http://127.0.0.1:9/api', RENDER_TOKEN: 'token-now', HOST: '127.0.0.1' });
      expect(env.BOTTEGA_TEST_SECRET).toBeUndefined();
      expect(env.RENDER_TOKEN_PREVIOUS).toBeUndefined();
    } finally {
      delete process.env.BOTTEGA_TEST_SECRET;
    }
  });

  it('runs each version in its own process', async () => {
    publish('mf-catalog', '1.2.0', READY);
    publish('mf-catalog', '1.3.0', READY);
    const { pool: renderers } = pool();
    const older = await answerOf((await renderers.address('mf-catalog', '1.2.0'))!);
    const newer = await answerOf((await renderers.address('mf-catalog', '1.3.0'))!);
    expect(older.pid).not.toBe(newer.pid);
  });

  it('has no renderer for a version never published, or a name that could leave its folder', async () => {
    publish('mf-catalog', '1.2.0', READY);
    const { pool: renderers } = pool();
    await expect(renderers.address('mf-catalog', '9.9.9')).resolves.toBeNull();
    await expect(renderers.address('mf-catalog', '../mf-catalog/1.2.0')).resolves.toBeNull();
    await expect(renderers.address('../mf-catalog', '1.2.0')).resolves.toBeNull();
  });

  it('says so when a renderer ends before it is ready, and starts it afresh on the next request', async () => {
    publish('mf-catalog', '1.2.0', EXITS);
    const { pool: renderers, logged } = pool();
    await expect(renderers.address('mf-catalog', '1.2.0')).rejects.toThrow('renderer mf-catalog/1.2.0 exited (3)');
    expect(logged).toContainEqual({ level: 'warn', message: 'renderer stopped' });
    publish('mf-catalog', '1.2.0', READY);
    await expect(renderers.address('mf-catalog', '1.2.0')).resolves.toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('gives up on a renderer that never says it is ready, and stops it', async () => {
    publish('mf-catalog', '1.2.0', SILENT);
    const { pool: renderers, logged } = pool({ startTimeoutMs: 300 });
    await expect(renderers.address('mf-catalog', '1.2.0')).rejects.toThrow('renderer mf-catalog/1.2.0 did not start within 300 ms');
    // The SIGKILL is heard as the process's end.
    await eventually(() => logged.some((line) => line.message === 'renderer stopped'));
  });

  it('survives a process that cannot be started at all, and says so', async () => {
    publish('mf-catalog', '1.2.0', READY);
    const { pool: renderers, logged } = pool({ execPath: path.join(cdnRoot, 'no-such-node') });
    await expect(renderers.address('mf-catalog', '1.2.0')).rejects.toThrow(/ENOENT/);
    expect(logged).toContainEqual({ level: 'warn', message: 'renderer could not be started' });
    await expect(renderers.address('mf-catalog', '1.2.0')).rejects.toThrow(/ENOENT/);
  });

  it('stops a renderer nobody asked for, and starts a new one on the next request', async () => {
    publish('mf-catalog', '1.2.0', READY);
    const { pool: renderers } = pool({ idleMs: 100 });
    const first = await answerOf((await renderers.address('mf-catalog', '1.2.0'))!);
    await eventually(() => !isRunning(first.pid));
    const second = await answerOf((await renderers.address('mf-catalog', '1.2.0'))!);
    expect(second.pid).not.toBe(first.pid);
  });
});
