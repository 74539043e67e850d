import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, databases, type TestApp } from './harness';
import { BODY_LIMIT_BYTES, SERVER_LIMITS } from '@bottega/server-kit';

describe.each(databases())('the storefront protocol on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, contentType = 'application/json') => t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('refuses a request target that is not a path (absolute or asterisk form) with 400, whatever it names', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const exchange = (requestLine: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: api\r\nConnection: close\r\n\r\n`));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const requestLine of ['GET http://127.0.0.1:8090/api/dev/outbox HTTP/1.1', 'GET http://api/api/health HTTP/1.1', 'OPTIONS * HTTP/1.1']) {
      const answer = await exchange(requestLine);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('"message":"Richiesta non valida."');
    }
  });

  it('answers { data } for a valid call', async () => {
    const { status, body, response } = await t.call('commerce', 'menu', [{ code: 'mainmenu' }]);
    expect(status).toBe(200);
    expect(body.data.uid).toBe('mainmenu');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('names the failing field in Italian with 400', async () => {
    const { status, body } = await t.call('content', 'contactUs', [{ name: 'Anna', email: 'non-una-email', comment: 'Ciao' }]);
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, message: expect.stringMatching(/^Argomento non valido \(0\.email\): Email non valida/) });
  });

  it('refuses unknown keys in an argument, naming them', async () => {
    const { status, body } = await t.call('commerce', 'products', [{ term: 'lana', colour: 'blu' }]);
    expect(status).toBe(400);
    expect(body.message).toContain('colour');
  });

  it('refuses more arguments than the method takes', async () => {
    const { status, body } = await t.call('commerce', 'productDetail', ['10001', 'extra']);
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Argomento non valido/);
  });

  it.each(['unknown/method', 'commerce/nothing', 'commerce/__proto__', 'commerce/constructor', 'commerce/toString', '__proto__/products', 'content/hasOwnProperty'])(
    'answers 404 for %s',
    async (path) => {
      const response = await post(`/api/${path}`, '[]');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'Metodo sconosciuto.' });
    },
  );

  it.each([
    ['an object', '{"term":"lana"}'],
    ['a string', '"lana"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses %s as body with 400', async (_name, payload) => {
    const response = await post('/api/commerce/products', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'Il corpo della richiesta deve essere un array JSON di argomenti.' });
  });

  it('refuses invalid JSON with 400', async () => {
    const response = await post('/api/commerce/products', '[{"term": "lana"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: 'Il corpo della richiesta non è un JSON valido.' });
  });

  it('refuses an empty body with 400', async () => {
    const response = await post('/api/commerce/products', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('/api/commerce/products', '<term>lana</term>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ statusCode: 415, message: expect.any(String) });
  });

  it.each(['[{"__proto__": {"polluted": true}}]', '[{"constructor": {"prototype": {"polluted": true}}}]'])(
    'refuses prototype pollution %s with 400 and pollutes nothing',
    async (payload) => {
      const response = await post('/api/commerce/products', payload);
      expect(response.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('holds slow and oversized requests to the limits the edge server shares', () => {
    expect(t.app.initialConfig).toMatchObject({ connectionTimeout: SERVER_LIMITS.connectionTimeout, requestTimeout: SERVER_LIMITS.requestTimeout, bodyLimit: BODY_LIMIT_BYTES });
    expect(t.app.server.headersTimeout).toBe(SERVER_LIMITS.http.headersTimeout);
    expect((t.app.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(SERVER_LIMITS.http.maxHeaderSize);
  });

  it('refuses a body above the limit with 413 before reading it', async () => {
    const response = await post('/api/commerce/products', JSON.stringify([{ term: 'a'.repeat(BODY_LIMIT_BYTES) }]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, message: 'La richiesta è troppo grande.' });
  });

  it('answers 404 in the same shape for unknown paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: 'Risorsa non trovata.' });
  });

  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: kind });
  });

  it('serves OpenAPI 3.1 with every method of the contract', async () => {
    const { methods } = await import('@bottega/api-contract');
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const [tag, group] of Object.entries(methods)) {
      for (const name of Object.keys(group)) {
        const operation = document.paths[`/api/${tag}/${name}`]?.post;
        expect(operation).toBeDefined();
        expect(operation.requestBody.content['application/json'].schema.type).toBe('array');
      }
    }
    expect(document.paths['/api/commerce/products'].post.responses['200'].content['application/json'].schema.properties.data.properties.availableFilters).toBeDefined();
  });
});
