import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createTestDatabase, type TestApp } from './harness';
import { MemoryStore } from '../src/store';
import { buildApp } from '../src/app';
import { buildWorker, type Job } from '../src/jobs';
import { gracefulShutdown } from '../src/shutdown';

/** A GET on its own connection (no keep-alive), resolving with status and body. */
function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

/** What a shutdown did, in order, each with its time since the signal. */
function timeline() {
  const start = Date.now();
  const events: Array<{ what: string; at: number }> = [];
  return { events, note: (what: string) => events.push({ what, at: Date.now() - start }), order: () => events.map((event) => event.what) };
}

/** Resolves with the code the shutdown exits with. */
function exitCode(note: (what: string) => void) {
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = (code) => (note(`exit ${code}`), resolve(code))));
  return { exit, exited };
}

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { products: 20 });
  });
  afterAll(() => t.close());

  /** The real app plus one slow route standing for a long request; resolves once it listens. */
  async function serving(slowMs: number, finished = () => {}): Promise<{ app: FastifyInstance; port: number; started: Promise<void> }> {
    const app = await buildApp({ deps: t.deps, logger: false });
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test/slow', async () => {
      started();
      await sleep(slowMs);
      finished();
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as { port: number }).port, started: handling };
  }

  it('fails readiness first, then stops accepting, finishes the request in flight and exits 0 within the bound', async () => {
    const { events, note, order } = timeline();
    const { app, port, started } = await serving(1500, () => note('request in flight answered'));
    const inFlight = get(port, '/api/test/slow');
    await started;
    const { exit, exited } = exitCode(note);
    note('SIGTERM');
    void gracefulShutdown(app, { drainDelayMs: 400, shutdownTimeoutMs: 5000, exit })('SIGTERM');

    // During the drain delay the listener still accepts: readiness says 503, the rest still answers.
    const probe = await get(port, '/api/health/ready');
    note(`ready ${probe.status} ${probe.body}`);
    note(`live ${(await get(port, '/api/health/live')).status}`);
    await sleep(600);
    await get(port, '/api/health/ready').catch((error: Error) => note(error.message.includes('ECONNREFUSED') ? 'refused' : error.message));

    expect(await exited).toBe(0);
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    expect(order()).toEqual(['SIGTERM', 'ready 503 {"status":"draining"}', 'live 200', 'refused', 'request in flight answered', 'exit 0']);
    const signalled = events[0].at;
    expect(events.find((event) => event.what === 'refused')!.at - signalled).toBeGreaterThanOrEqual(400);
    expect(events.at(-1)!.at - signalled).toBeLessThan(400 + 5000);
  });

  it('exits 1 at SHUTDOWN_TIMEOUT_MS when a request outlasts it', async () => {
    const { app, port, started } = await serving(3000);
    const inFlight = get(port, '/api/test/slow');
    await started;
    const { events, note } = timeline();
    const { exit, exited } = exitCode(note);
    void gracefulShutdown(app, { drainDelayMs: 0, shutdownTimeoutMs: 300, exit })('SIGTERM');
    expect(await exited).toBe(1);
    expect(events[0].at).toBeGreaterThanOrEqual(300);
    expect(events[0].at).toBeLessThan(1000);
    await inFlight;
  });

  it('lets the worker finish its job run before it exits, readiness failing meanwhile', async () => {
    const { note, order } = timeline();
    let running!: Promise<void>;
    const job = () => {
      note('run started');
      running = sleep(800).then(() => void note('run finished'));
      return () => running;
    };
    const worker = await buildWorker({ deps: t.deps, jobs: [job], logger: false });
    await worker.listen({ port: 0, host: '127.0.0.1' });
    const { port } = worker.server.address() as { port: number };
    const { exit, exited } = exitCode(note);
    void gracefulShutdown(worker, { drainDelayMs: 100, shutdownTimeoutMs: 5000, exit })('SIGTERM');
    note(`ready ${(await get(port, '/api/health/ready')).status}`);

    expect(await exited).toBe(0);
    expect(order()).toEqual(['run started', 'ready 503', 'run finished', 'exit 0']);
  });

  it('closes the database the worker owns only once its job run is over', async () => {
    const database = await createTestDatabase('pglite', { products: 20 });
    let run!: Promise<number>;
    const job: Job = ({ db }) => {
      run = sleep(300).then(async () => (await db.selectFrom('products').select('uid').execute()).length);
      return () => run.then(() => undefined);
    };
    const worker = await buildWorker({ deps: { ...t.deps, db: database.db, store: new MemoryStore() }, jobs: [job], logger: false, ownsDeps: true });
    await worker.ready();
    await worker.close();
    expect(await run).toBe(20);
    await database.close();
  });
});
