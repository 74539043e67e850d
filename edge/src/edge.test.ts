import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BODY_LIMIT_BYTES, KEEP_ALIVE_CLIENT_IDLE_MS } from '@bottega/server-kit';
import path from 'node:path';
import pino from 'pino';
import Fastify, { type FastifyInstance } from 'fastify';
import { matchRoute, type RouteMatch } from '@bottega/shell/routes';
import { IMMUTABLE, PERSONAL, REVALIDATE } from './cache';
import { buildEdgeServer } from './edge';
import type { PageOutcome } from './pages';
import { FileRegistry } from './registry';
import { createSitemap } from './seo/sitemap';
import { listen, rawExchange, request } from './testHttp';

const registry = {
  remotes: {
    mf_catalog: { entry: 'http://localhost:8081/1.0.0/mf-manifest.json' },
    mf_content: { entry: 'http://localhost:8085/1.0.0/mf-manifest.json' },
  },
  overrideOrigins: ['http://127.0.0.1:8081'],
};
const template =
  '<!doctype html><html lang="it"><head><title>Bottega</title><script>window.inline=1</script></head><body><div id="root"></div><script defer src="/main.0a1b2c3d4e.js"></script></body></html>';

describe('edge server', () => {
  let dir: string;
  let registryFile: string;
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let base: string;
  const apiRequests: Array<{ url: string; cookie?: string; body: string; host?: string; forwardedFor?: string }> = [];
  const apiHeaders: Array<Record<string, unknown>> = [];
  let apiUrl: string;
  const pageOutcomes = new Map<string, PageOutcome>();
  const errors: string[] = [];

  const writeRegistry = (text: string) => {
    writeFileSync(`${registryFile}.tmp`, text);
    renameSync(`${registryFile}.tmp`, registryFile);
  };
  const get = (url: string, headers: Record<string, string> = {}) => request(base, url, { headers });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
    const dist = path.join(dir, 'dist');
    mkdirSync(path.join(dist, 'chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), template);
    writeFileSync(path.join(dist, 'main.0a1b2c3d4e.js'), `console.log(${JSON.stringify('bottega '.repeat(400))});`);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    // The icons the shell's build writes (shell/icons).
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"/>');
    writeFileSync(path.join(dist, 'apple-touch-icon.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Bottega","start_url":"/it"}');
    registryFile = path.join(dir, 'registry.json');
    writeRegistry(JSON.stringify(registry));

    api = Fastify();
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    api.all('/api/*', async (req, reply) => {
      apiRequests.push({ url: req.url, cookie: req.headers.cookie, body: String(req.body ?? ''), host: req.headers.host, forwardedFor: req.headers['x-forwarded-for'] as string });
      apiHeaders.push(req.headers);
      reply.header('set-cookie', ['cart=abc; Path=/; HttpOnly; SameSite=Lax', 'customer_expires=123; Path=/']);
      return { data: { ok: true } };
    });
    apiUrl = await listen(api);

    edge = await buildEdgeServer({
      shellDist: dist,
      apiUrl,
      matchRoute,
      registry: new FileRegistry(registryFile, { info: () => undefined, error: (_o, msg) => void errors.push(msg) }),
      resolvePage: async (_match: RouteMatch, url: URL) => pageOutcomes.get(url.pathname) ?? { status: 200 },
    });
    base = await listen(edge);
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const inlined = (html: string) => JSON.parse(/<script id="mf-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('serves the home page on the bare path and under /it, with the registry inlined', async () => {
    for (const url of ['/', '/it']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(inlined(response.text())).toEqual(registry);
      // The home page is the content team's: its remote is hinted, the others are not.
      expect(response.text()).toContain('<link rel="preload" href="http://localhost:8085/1.0.0/remoteEntry.js" as="script">');
      expect(response.text()).not.toContain('href="http://localhost:8081/1.0.0/remoteEntry.js"');
    }
  });

  it('sends a CSP naming only our origin and the registry origins, plus the other security headers', async () => {
    const { headers, text } = await get('/it/c/uomo');
    // No tag-manager container is configured: the page names none and the CSP allows none.
    expect(text()).not.toContain('bottega:tag-manager');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:8081 http://localhost:8081 http://localhost:8085 'sha256-");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8081 http://localhost:8081 http://localhost:8085");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('*');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives a page the market, store, locale, currency, country and language cookies of its path, and none once the shopper has them', async () => {
    const first = await get('/it/c/uomo');
    const cookies = first.headers['set-cookie'] ?? [];
    expect(cookies.map((cookie) => cookie.split(';')[0])).toEqual(['market=it', 'store=it', 'locale=it', 'currency=EUR', 'country=IT', 'language=it-IT']);
    for (const cookie of cookies) expect(cookie).toContain('; Max-Age=31536000; Path=/; SameSite=Lax');
    const again = await get('/it/p/42', { cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') });
    expect(again.status).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('replaces malformed or foreign context cookies with the defaults, without an error', async () => {
    const response = await get('/it', { cookie: 'market=%E0%A4%A; store=it; locale=en; currency=USD; country=FR; language=it-IT' });
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']?.map((cookie) => cookie.split(';')[0])).toEqual(['market=it', 'locale=it', 'currency=EUR', 'country=IT']);
  });

  it("renders with a tester's override, keeps it in a cookie until ?mf:reset, and refuses an origin the registry does not allow", async () => {
    const v2 = 'http://127.0.0.1:8081/2.0.0/mf-manifest.json';
    const first = await get(`/it?mf:mf_catalog=${encodeURIComponent(v2)}`);
    const registryOf = (html: string) => JSON.parse(/<script id="mf-registry" type="application\/json">(.*?)<\/script>/.exec(html)![1]);
    expect(registryOf(first.text()).remotes.mf_catalog.entry).toBe(v2);
    expect(first.text()).toContain('<script id="mf-override-state" type="application/json">');
    const kept = (first.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('bottega_mf_overrides='))!;
    expect(kept).toMatch(/HttpOnly/);
    const cookie = kept.split(';')[0];

    const later = await get('/it/Home', { cookie });
    expect(registryOf(later.text()).remotes.mf_catalog.entry).toBe(v2);
    expect(later.headers['set-cookie']?.some((line) => line.startsWith('bottega_mf_overrides='))).toBeFalsy();

    const reset = await get('/it?mf:reset', { cookie });
    expect(registryOf(reset.text()).remotes.mf_catalog.entry).toBe(registry.remotes.mf_catalog.entry);
    expect(reset.headers['set-cookie']).toContainEqual(expect.stringMatching(/^bottega_mf_overrides=; Max-Age=0/));

    const refused = await get(`/it?mf:mf_catalog=${encodeURIComponent('https://evil.example/mf-manifest.json')}`);
    expect(registryOf(refused.text()).remotes.mf_catalog.entry).toBe(registry.remotes.mf_catalog.entry);
    expect(refused.text()).toContain('origin-not-allowed');

    const forged = await get('/it', { cookie: `bottega_mf_overrides=${encodeURIComponent(JSON.stringify({ mf_catalog: 'https://evil.example/x.json' }))}` });
    expect(registryOf(forged.text()).remotes.mf_catalog.entry).toBe(registry.remotes.mf_catalog.entry);
    const garbage = await get('/it', { cookie: 'bottega_mf_overrides=%7Bnot-json' });
    expect(garbage.status).toBe(200);
  });

  it('refuses overrides named after no remote (constructor, __proto__) or carrying credentials, and serves the page', async () => {
    const allowed = 'http://127.0.0.1:8081/2.0.0/mf-manifest.json';
    const page = await get(
      `/it?mf:constructor=${encodeURIComponent(allowed)}&mf:__proto__=${encodeURIComponent(allowed)}&mf:mf_catalog=${encodeURIComponent('http://tester:secret@127.0.0.1:8081/2.0.0/mf-manifest.json')}`,
    );
    expect(page.status).toBe(200);
    expect(inlined(page.text())).toEqual(registry);
    const state = JSON.parse(/<script id="mf-override-state" type="application\/json">(.*?)<\/script>/.exec(page.text())![1]);
    expect(state.rejected.map((one: { remote: string; reason: string }) => `${one.remote}:${one.reason}`)).toEqual([
      'constructor:unknown-remote',
      '__proto__:unknown-remote',
      'mf_catalog:invalid-url',
    ]);
    expect(page.headers['set-cookie']?.some((line) => line.startsWith('bottega_mf_overrides='))).toBeFalsy();
  });

  it("sends a shopper's page private and never stored, and a guest's page revalidated", async () => {
    expect((await get('/it')).headers['cache-control']).toBe(REVALIDATE);
    for (const cookie of [
      'cart=abc',
      'customer=t; customer_expires=9999999999',
      'wishlist=w1',
      `bottega_mf_overrides=${encodeURIComponent(JSON.stringify({ mf_catalog: 'http://127.0.0.1:8081/2.0.0/mf-manifest.json' }))}`,
    ]) {
      expect((await get('/it', { cookie })).headers['cache-control']).toBe(PERSONAL);
    }
  });

  it('answers liveness and readiness, with what readiness checked', async () => {
    const live = await get('/health/live');
    expect([live.status, live.headers['cache-control']]).toEqual([200, 'no-store']);
    const ready = await get('/health/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text())).toMatchObject({ status: 'ready', checks: { shell: 'ok', registry: { ready: true, source: 'file' } } });
  });

  it.each([
    ['absolute form', 'GET http://127.0.0.1:8090/api/dev/outbox HTTP/1.1'],
    ['absolute form, to a shop method', 'POST http://shop.example/api/commerce/cart HTTP/1.1'],
    ['absolute form, to a page', 'GET https://shop.example/it HTTP/1.1'],
    ['asterisk form', 'OPTIONS * HTTP/1.1'],
  ])('refuses a request target in %s with 400, before the API hears of it', async (_form, requestLine) => {
    const before = apiRequests.length;
    const answer = await rawExchange(base, `${requestLine}\r\nHost: shop.example\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(apiRequests.length).toBe(before);
  });

  it("builds nothing from a client's Host or X-Forwarded-* headers", async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', forwarded: 'host=evil.example' };
    const redirect = await get('/uomo.html', headers);
    expect(redirect.headers.location).toBe('/it/uomo');
    const page = await get('/it', headers);
    expect(page.text()).not.toContain('evil.example');
    expect(JSON.stringify(page.headers)).not.toContain('evil.example');
  });

  it('answers 301 before any HTML', async () => {
    const response = await get('/uomo.html?page=2');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/it/uomo?page=2');
    expect((await get('/it/cart')).headers.location).toBe('/it/checkout/user-account');
  });

  it('answers an unresolved path with 404 and still the app, which shows the not-found page', async () => {
    pageOutcomes.set('/it/non-esiste', { status: 404 });
    const response = await get('/it/non-esiste');
    expect(response.status).toBe(404);
    expect(inlined(response.text())).toEqual(registry);
  });

  it('sends a visitor without a live session from the account area home before any HTML, and lets a customer in (product rule §2)', async () => {
    for (const cookie of [undefined, 'customer_expires=1', 'customer_expires=domani']) {
      const response = await get('/it/my-account/cronologia-ordini', cookie ? { cookie } : {});
      expect([response.status, response.headers.location, response.headers['cache-control']]).toEqual([302, '/it', PERSONAL]);
    }
    const customer = await get('/it/my-account', { cookie: `customer=t; customer_expires=${Math.floor(Date.now() / 1000) + 3600}` });
    expect(customer.status).toBe(200);
    expect(customer.headers['cache-control']).toBe(PERSONAL);
    // Other guarded routes pass: the checkout's guard decides nothing on the server.
    expect((await get('/it/checkout/shipping')).status).toBe(200);
  });

  it("passes on the route resolver's redirects", async () => {
    pageOutcomes.set('/it/vecchio', { status: 302, location: '/it/nuovo' });
    const response = await get('/it/vecchio');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/it/nuovo');
  });

  it('serves hashed files for a year, compressed, and the service worker revalidated', async () => {
    const script = await get('/main.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, br' });
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect(script.headers['content-encoding']).toBe('br');
    const sw = await get('/sw.js');
    expect(sw.headers['cache-control']).toBe(REVALIDATE);
    expect(sw.headers['content-type']).toMatch(/javascript/);
  });

  it('never serves the raw template, whose registry would be missing', async () => {
    const response = await get('/index.html');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/it/index');
  });

  it.each(['/%69ndex.html', '/./index.html', '//index.html', '/chunks/../index.html', '/index.html?x=1', '/%2e/index.html'])(
    'serves the template for %s only as a page, with its CSP',
    async (url) => {
      const response = await get(url);
      const isTemplate = response.text().includes('window.inline=1');
      expect({
        isTemplate,
        csp: isTemplate ? response.headers['content-security-policy']?.includes("script-src 'self'") : true,
        registry: isTemplate ? response.text().includes('id="mf-registry"') : true,
      }).toEqual({ isTemplate, csp: true, registry: true });
    },
  );

  it('serves robots.txt naming the sitemap, and says when the sitemap cannot be built', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text()).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    // The fake API answers every call with { ok: true }: no sitemap can come of it.
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers['retry-after']).toBe('60');
  });

  it('serves the shop’s icons and its web app manifest from its root, with their types, revalidated', async () => {
    const served = await Promise.all(['/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest'].map((file) => get(file)));
    expect(served.map((response) => [response.status, response.headers['content-type'], response.headers['cache-control']])).toEqual([
      [200, 'image/svg+xml', REVALIDATE],
      [200, 'image/png', REVALIDATE],
      [200, 'application/manifest+json', REVALIDATE],
    ]);
    // A page's policy lets it use them: images and the manifest from its own origin.
    const csp = (await get('/it')).headers['content-security-policy'];
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
  });

  it('answers 404 for a missing file outside the app', async () => {
    expect((await get('/missing.0a1b2c3d4e.js')).status).toBe(404);
  });

  it('serves the registry at /registry.json, never cached, and follows the file when a deploy changes it', async () => {
    const first = await get('/registry.json');
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(JSON.parse(first.text())).toEqual(registry);
    const deployed = { ...registry, remotes: { ...registry.remotes, mf_catalog: { entry: 'http://localhost:8081/2.0.0/mf-manifest.json' } } };
    writeRegistry(JSON.stringify(deployed));
    expect(JSON.parse((await get('/registry.json')).text())).toEqual(deployed);
    expect(inlined((await get('/it')).text())).toEqual(deployed);
    writeRegistry(JSON.stringify(registry));
  });

  it('keeps serving the last good registry when the file is malformed, and says so in the log', async () => {
    expect(JSON.parse((await get('/registry.json')).text())).toEqual(registry);
    writeRegistry('{"remotes": ');
    const response = await get('/registry.json');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text())).toEqual(registry);
    expect((await get('/it')).status).toBe(200);
    expect(errors.at(-1)).toMatch(/malformed/);
    writeRegistry(JSON.stringify(registry));
  });

  it('proxies /api with the body as sent, cookies in and Set-Cookie out, and only the headers it vouches for', async () => {
    const response = await request(base, '/api/commerce/cart?x=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'customer=tok; cart=old',
        host: 'evil.example',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=6.6.6.6;host=evil.example',
        'x-real-ip': '6.6.6.6',
      },
      body: '[{"cart_id":"old"}]',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text())).toEqual({ data: { ok: true } });
    expect(response.headers['set-cookie']).toEqual(['cart=abc; Path=/; HttpOnly; SameSite=Lax', 'customer_expires=123; Path=/']);
    // The client's own Host and forwarding headers stop here: the API sees the address the edge saw.
    expect(apiRequests.at(-1)).toEqual({
      url: '/api/commerce/cart?x=1',
      cookie: 'customer=tok; cart=old',
      body: '[{"cart_id":"old"}]',
      host: new URL(apiUrl).host,
      forwardedFor: '127.0.0.1',
    });
    expect(apiHeaders.at(-1)).not.toHaveProperty('x-forwarded-host');
    expect(apiHeaders.at(-1)).not.toHaveProperty('forwarded');
    expect(apiHeaders.at(-1)).not.toHaveProperty('x-real-ip');
  });

  it('refuses a body larger than the API takes with 413, before forwarding any of it', async () => {
    const before = apiRequests.length;
    const response = await request(base, '/api/commerce/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `["${'x'.repeat(BODY_LIMIT_BYTES)}"]` });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text())).toEqual({ message: 'La richiesta è troppo grande.', statusCode: 413 });
    expect(apiRequests.length).toBe(before);
  });

  it.each(['/api/dev/outbox', '/api/dev/outbox?to=a%40example.it', '/api/%64ev/outbox', '/api/./dev/outbox', '/api/x/../dev/outbox', '/API/DEV/outbox', '/api/dev'])(
    "never forwards the API's development route %s",
    async (url) => {
      const before = apiRequests.length;
      const response = await get(url);
      expect(response.status === 404 || response.status === 301).toBe(true);
      expect(apiRequests.length).toBe(before);
    },
  );

  it("forwards the payment provider's form posts untouched", async () => {
    const form = 'codTrans=B123&esito=OK&importo=5000&divisa=EUR&mac=abc';
    await request(base, '/api/payment/xpay/notify', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(apiRequests.at(-1)?.body).toBe(form);
  });
});

describe('edge server with a tag-manager container', () => {
  it('names the container in its pages and allows its origin in their CSP', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'edge-gtm-'));
    writeFileSync(path.join(dir, 'index.html'), template);
    const container = 'https://www.googletagmanager.com/gtm.js?id=GTM-BOTTEGA';
    const edge = await buildEdgeServer({
      shellDist: dir,
      apiUrl: 'http://127.0.0.1:9',
      matchRoute,
      registry: new FileRegistry(path.join(dir, 'missing.json'), { info: () => undefined, error: () => undefined }),
      resolvePage: async () => ({ status: 200 }),
      tagManager: { containerUrl: container, origins: ['https://www.googletagmanager.com'] },
    });
    const base = await listen(edge);
    try {
      const page = await request(base, '/it');
      expect(page.text()).toContain('<meta name="bottega:tag-manager" content="https://www.googletagmanager.com/gtm.js?id=GTM-BOTTEGA">');
      expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-/);
    } finally {
      await edge.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("edge server and the API's keep-alive", () => {
  it('drops a connection to the API once it has been idle a while, rather than wait for the API to close it under a request', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'edge-keepalive-'));
    // An API that would keep the connection far longer: only the edge can close it in this test.
    const api = Fastify({ keepAliveTimeout: 60_000 });
    api.all('/api/*', async () => ({ data: true }));
    const closedAt: number[] = [];
    api.server.on('connection', (socket) => socket.on('close', () => closedAt.push(Date.now())));
    const edge = await buildEdgeServer({
      shellDist: path.join(dir, 'no-dist'),
      apiUrl: await listen(api),
      matchRoute,
      registry: new FileRegistry(path.join(dir, 'missing.json'), { info: () => undefined, error: () => undefined }),
      resolvePage: async () => ({ status: 200 }),
    });
    const base = await listen(edge);
    try {
      const answeredAt = Date.now();
      expect((await request(base, '/api/commerce/menu', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, KEEP_ALIVE_CLIENT_IDLE_MS + 500));
      expect(closedAt).toHaveLength(1);
      expect(closedAt[0] - answeredAt).toBeGreaterThanOrEqual(KEEP_ALIVE_CLIENT_IDLE_MS - 100);
    } finally {
      await edge.close();
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('edge server without its upstreams', () => {
  it('answers 502 in the API error shape when the API is down, and 503 before the shell is built', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'edge-down-'));
    const lines: Array<Record<string, unknown>> = [];
    const logged: string[] = [];
    const edge = await buildEdgeServer({
      shellDist: path.join(dir, 'no-dist'),
      logger: pino({ level: 'info' }, { write: (line: string) => logged.push((lines[lines.push(JSON.parse(line)) - 1] as { msg: string }).msg) }),
      // Port 9 (discard) has no listener here: connection refused.
      apiUrl: 'http://127.0.0.1:9',
      matchRoute,
      registry: new FileRegistry(path.join(dir, 'missing.json'), { info: () => undefined, error: () => undefined }),
      resolvePage: async () => ({ status: 200 }),
    });
    const base = await listen(edge);
    try {
      const api = await request(base, '/api/commerce/menu', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' });
      expect(api.status).toBe(502);
      expect(JSON.parse(api.text())).toEqual({ message: expect.any(String), statusCode: 502 });
      // Told once, on the request's line: the proxy may report one refused call twice, and a second answer would fail.
      expect(lines.filter((line) => line.url === '/api/commerce/menu' && line.msg === 'request')).toEqual([
        expect.objectContaining({ status: 502, err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }) }),
      ]);
      expect(logged.filter((msg) => /already sent/.test(msg))).toEqual([]);
      expect((await request(base, '/it')).status).toBe(503);
      expect(JSON.parse((await request(base, '/registry.json')).text())).toEqual({ remotes: {}, overrideOrigins: [] });
      // Not ready: no shell to draw pages with, no registry ever read. Still alive.
      const ready = await request(base, '/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text())).toMatchObject({ status: 'unready', checks: { shell: 'not built', registry: { ready: false } } });
      expect((await request(base, '/health/live')).status).toBe(200);
    } finally {
      await edge.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** An edge of its own in a folder of its own, with the template and registry, no API behind it; `close` removes both. */
async function edgeAlone(options: Partial<Parameters<typeof buildEdgeServer>[0]>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-alone-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), template);
  writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  const edge = await buildEdgeServer({
    shellDist: path.join(dir, 'dist'),
    apiUrl: 'http://127.0.0.1:9',
    matchRoute,
    registry: new FileRegistry(path.join(dir, 'registry.json'), { info: () => undefined, error: () => undefined }),
    resolvePage: async () => ({ status: 200 }),
    ...options,
  });
  return {
    base: await listen(edge),
    async close() {
      await edge.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('edge server on its way out', () => {
  it('fails readiness while draining and keeps answering pages until it closes', async () => {
    let draining = false;
    const { base, close } = await edgeAlone({ draining: () => draining });
    try {
      expect((await request(base, '/health/ready')).status).toBe(200);
      draining = true;
      const ready = await request(base, '/health/ready');
      expect([ready.status, JSON.parse(ready.text()).status]).toEqual([503, 'draining']);
      expect((await request(base, '/it')).status).toBe(200);
    } finally {
      await close();
    }
  });
});

describe('a crawler reading the sitemap of a shop of 5,200 products', () => {
  const PUBLIC_ORIGIN = 'https://shop.example';
  const lastmod = '2026-03-01T10:00:00.000Z';
  const answer = {
    data: {
      categories: ['uomo', 'uomo-maglioni', 'donna', 'carte-regalo'].map((uid) => ({ uid, lastmod })),
      products: Array.from({ length: 5_200 }, (_, index) => ({ uid: Buffer.from(String(10_001 + index)).toString('base64'), lastmod })),
      pages: ['chi-siamo', 'contatti', 'privacy'].map((url_key) => ({ url_key, lastmod })),
    },
  };

  it('finds every page once, on the public origin, through the index and the files it lists', async () => {
    const perFile = 2_000;
    const { base, close } = await edgeAlone({
      publicOrigin: PUBLIC_ORIGIN,
      sitemap: createSitemap({
        apiUrl: 'http://api.test',
        origin: PUBLIC_ORIGIN,
        perFile,
        fetch: (async () => Response.json(answer)) as typeof fetch,
        log: { warn: () => undefined },
      }),
    });
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    try {
      const index = await request(base, '/sitemap.xml');
      expect([index.status, index.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
      const files = locsOf(index.text());
      expect(files.every((file) => new URL(file).origin === PUBLIC_ORIGIN)).toBe(true);
      const pages: string[] = [];
      for (const file of files) {
        const response = await request(base, new URL(file).pathname);
        expect([file, response.status]).toEqual([file, 200]);
        const locs = locsOf(response.text());
        expect(locs.length).toBeLessThanOrEqual(perFile);
        pages.push(...locs);
      }
      // The home page, 3 CMS pages, 4 categories, 5,200 products: products in three files of their own.
      expect(files.filter((file) => file.includes('/sitemap-products-'))).toHaveLength(3);
      expect(pages).toHaveLength(1 + 3 + 4 + 5_200);
      expect(new Set(pages).size).toBe(pages.length);
      expect(pages.filter((page) => new URL(page).origin !== PUBLIC_ORIGIN || !/^\/(it|privacy)(\/|$)/.test(new URL(page).pathname))).toEqual([]);
      expect((await request(base, '/sitemap-products-4.xml')).status).toBe(404);
    } finally {
      await close();
    }
  });
});
