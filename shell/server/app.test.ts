/** @jest-environment node */
import net from 'node:net';
import { SERVER_LIMITS } from '@bottega/api-contract/src/serverLimits';
import { createApp } from './app';
import { listen, request } from './testHttp';

/** Opens a socket, sends `partial` (the start of a request, or a whole one) and then nothing; resolves with what the server answered when it closed it. */
function slowClient(base: string, partial: string): Promise<{ answer: string; afterMs: number }> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(partial));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve({ answer, afterMs: Date.now() - started }));
    socket.on('error', reject);
  });
}

describe('the servers against slow and oversized requests', () => {
  it('take the limits every server shares', () => {
    const app = createApp(undefined);
    expect(app.initialConfig).toMatchObject({
      connectionTimeout: SERVER_LIMITS.connectionTimeout,
      requestTimeout: SERVER_LIMITS.requestTimeout,
      keepAliveTimeout: SERVER_LIMITS.keepAliveTimeout,
    });
    expect(app.server.headersTimeout).toBe(SERVER_LIMITS.http.headersTimeout);
    expect((app.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(SERVER_LIMITS.http.maxHeaderSize);
  });

  it('cut off a client that sends its headers too slowly, and refuse huge headers with 431', async () => {
    // The same mechanism with shorter limits, so the test does not wait ten seconds.
    const app = createApp(undefined, { requestTimeout: 1_000, http: { headersTimeout: 500, connectionsCheckingInterval: 100 } });
    app.get('/', async () => 'ok');
    const base = await listen(app);
    try {
      const slow = await slowClient(base, 'GET / HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(slow.afterMs).toBeLessThan(3_000);
      const huge = await slowClient(base, `GET / HTTP/1.1\r\nHost: shop\r\nX-Huge: ${'a'.repeat(SERVER_LIMITS.http.maxHeaderSize + 1)}\r\n\r\n`);
      expect(huge.answer).toMatch(/^HTTP\/1\.1 431/);
      expect((await request(base, '/')).text()).toBe('ok');
    } finally {
      await app.close();
    }
  });
});
