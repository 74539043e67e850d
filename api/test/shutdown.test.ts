import http from 'node:http';
import { createTestApp, type TestApp } from './harness';
import { buildApp } from '../src/app';

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

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { products: 20 });
  });
  afterAll(() => t.close());

  it('finishes a request in flight when the server closes, then accepts no more', async () => {
    // Built like the real app, plus one slow route standing for a long request.
    const app = await buildApp({ deps: t.deps, logger: false });
    let started!: () => void;
    const handling = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const inFlight = get(port, '/api/test/slow');
    await handling;
    const closed = app.close();
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    await closed;
    await expect(get(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});
