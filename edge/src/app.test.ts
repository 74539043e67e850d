import net from 'node:net';
import { Readable } from 'node:stream';
import pino from 'pino';
import { eventually } from '@bottega/test-kit/eventually';
import { SERVER_LIMITS } from '@bottega/server-kit';
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

describe('the servers on a streamed answer that ends early', () => {
  /** A server logging into `lines`, whose POST /stream answers with `stream()` (a JSON body is read first, as for a proxied API call). */
  async function streamingServer(stream: () => Readable) {
    const lines: { level: number; msg: string }[] = [];
    const app = createApp(pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }));
    app.post('/stream', async (_request, reply) => reply.type('text/plain').send(stream()));
    const base = await listen(app);
    return { app, base, logged: () => lines.filter((line) => line.msg !== 'Server listening at ' + base).map(({ level, msg }) => ({ level, msg })) };
  }
  const post = 'POST /stream HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
  /** A stream that says nothing for `ms`, then `text` or an error. */
  const late = (ms: number, end: (stream: Readable) => void) => () => {
    const stream = new Readable({ read() {} });
    setTimeout(() => end(stream), ms);
    return stream;
  };

  it('log a shopper who leaves before the answer as information, not as a failure', async () => {
    const { app, base, logged } = await streamingServer(late(300, (stream) => stream.push(null)));
    try {
      const { port } = new URL(base);
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(post));
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
      await eventually(() => logged().length > 0);
      expect(logged()).toEqual([{ level: 30, msg: 'client closed the connection' }]);
    } finally {
      await app.close();
    }
  });

  it('still log a stream that fails while the shopper waits as a failure', async () => {
    const { app, base, logged } = await streamingServer(late(50, (stream) => stream.destroy(new Error('renderer gone'))));
    try {
      const answer = await slowClient(base, post.replace('Host: shop', 'Host: shop\r\nConnection: close'));
      expect(answer.answer).toMatch(/^HTTP\/1\.1 500/);
      // One line for the request, at error level (its error on it).
      expect(logged()).toEqual([{ level: 50, msg: 'request' }]);
    } finally {
      await app.close();
    }
  });
});
