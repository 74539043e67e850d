/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { useQuery } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/browser-contract';
import { createFragment } from '../createFragment';
import { isLoggedIn } from '../cookies';
import { api } from '../api';
import { sameForEveryShopper } from '../requestContext';
import { Slot } from '../Slot';
import { readRenderToken, renderAnswerSchema, renderManyAnswerSchema } from './protocol';
import type { PageResolvers } from './page';
import type { FormHandlers } from './form';
import { pageWithStatus } from '../postedForms';
import { rendererUnderTest, type FakeApi } from '@bottega/test-kit/rendererServer';
import { sessionExpiry } from '@bottega/test-kit/session';
import { readSample } from '@bottega/telemetry/metrics';
import { createRendererServer, drainOnShutdown, readRendererConfig } from './serveRenderer';

function ProductName() {
  const { data } = useQuery({ queryKey: ['name'], queryFn: () => api.call('commerce', 'productDetail', '10001') });
  return (
    <main>
      <img src="/api/media/BT10001.svg" alt="" width={216} height={268} fetchPriority="high" />
      <h1>{data?.name ?? 'caricamento'}</h1>
      <p>{isLoggedIn() ? 'cliente' : 'ospite'}</p>
    </main>
  );
}
const prefetch = (_props: FragmentProps, client: import('@tanstack/react-query').QueryClient) =>
  client.prefetchQuery({ queryKey: ['name'], queryFn: () => api.call('commerce', 'productDetail', '10001') });
const fragment = createFragment<FragmentProps>({ team: 'cat', component: ProductName, prefetch });
const cachedFragment = createFragment<FragmentProps>({ team: 'cat', component: ProductName, prefetch, cache: 'catalog' });
// Rendered from the same call, for brevity: what counts is which version keeps it.
const contentFragment = createFragment<FragmentProps>({ team: 'cnt', component: ProductName, prefetch, cache: 'content' });
const staticFragment = createFragment<FragmentProps>({ team: 'acc', component: ProductName, prefetch, cache: 'static' });
/** A layout fragment rendered from blocks that are the same for every shopper, beside what is the shopper's own. */
const blocksQuery = { queryKey: ['blocks'], queryFn: () => sameForEveryShopper('content', 'cmsBlocks top', () => api.call('content', 'cmsBlocks', { identifiers: ['top'] })) };
function TopBlocks() {
  const { data } = useQuery(blocksQuery);
  return <p>{data ? `${data.items.length} blocchi per ${isLoggedIn() ? 'il cliente' : 'l’ospite'}` : 'caricamento'}</p>;
}
const blocksFragment = createFragment<FragmentProps>({ team: 'cnt', component: TopBlocks, prefetch: (_props, client) => client.prefetchQuery(blocksQuery) });
/** A card with another team's heart in it: a nested slot. */
function Card({ slot, params }: FragmentProps) {
  return (
    <article>
      <Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={{ sku: params.sku ?? '' }} className="heart" />
    </article>
  );
}
const cardFragment = createFragment<FragmentProps>({ team: 'cat', component: Card });
const expose = {
  contract: 1,
  fragments: {
    ProductName: async () => fragment,
    CachedName: async () => cachedFragment,
    ContentName: async () => contentFragment,
    StaticName: async () => staticFragment,
    TopBlocks: async () => blocksFragment,
    Card: async () => cardFragment,
    Broken: async () => ({}),
  },
};
const assets = { ProductName: { css: ['chunks/fragment-ProductName.1a2b3c.css'], js: ['chunks/fragment-ProductName.4d5e6f.js'] } };

describe('a team renderer', () => {
  let apiCalls: Array<{ url: string; cookie: string | null }>;
  let catalogVersion = 1;
  let contentVersion = 1;
  /** The storefront API as the tests of this block answer it; a test may answer otherwise. */
  let api: FakeApi;
  const server = createRendererServer(expose, { apiUrl: 'http://api.test', assets, versionMs: 0 });
  const renderer = rendererUnderTest(server, (url, init) => api(url, init));

  /** The renderer's log lines (warnings and errors, on stderr) of the running test. */
  let errorLines: jest.SpyInstance;
  const logged = () => errorLines.mock.calls.map(([line]) => JSON.parse(String(line)));
  /** What the renderer said while answering: each request's one line carries it (src/server/log.ts). */
  const said = () => logged().flatMap((line) => line.notes ?? [line]);
  afterEach(() => errorLines.mockRestore());

  beforeEach(() => {
    errorLines = jest.spyOn(console, 'error').mockImplementation(() => {});
    apiCalls = [];
    api = (url, init) => {
      if (url.endsWith('/catalogVersion')) return new Response(JSON.stringify({ data: { version: catalogVersion } }), { status: 200 });
      if (url.endsWith('/contentVersion')) return new Response(JSON.stringify({ data: { version: contentVersion } }), { status: 200 });
      apiCalls.push({ url, cookie: new Headers(init?.headers).get('cookie') });
      if (url.endsWith('/cmsBlocks')) return new Response(JSON.stringify({ data: { items: [{ identifier: 'top' }] } }), { status: 200 });
      return new Response(JSON.stringify({ data: { name: 'Dolcevita </script>\u2028 in merino' } }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
  });

  const render = (body: unknown, cookie?: string, path = 'render') => renderer.post(path, body, cookie ? { cookie } : {});
  const request = { fragment: 'ProductName', props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 'f1-' };

  it("draws a fragment with the shopper's data and cookies, and answers what the edge expects", async () => {
    const expires = sessionExpiry();
    const response = await render(request, `customer_expires=${expires}; cart=abc`);
    expect(response.status).toBe(200);
    const answer = renderAnswerSchema.parse(await response.json());
    expect(answer.html).toContain('Dolcevita &lt;/script&gt;\u2028 in merino');
    expect(answer.html).toContain('<p>cliente</p>');
    expect(answer.assets).toEqual(assets.ProductName);
    expect(answer.html).toMatch(/^<div data-team="cat"><main><img src="\/api\/media\/BT10001.svg"/);
    expect(JSON.stringify(answer.state)).toContain('Dolcevita');
    expect(apiCalls).toEqual([{ url: 'http://api.test/api/commerce/productDetail', cookie: `customer_expires=${expires}; cart=abc` }]);
  });

  it('names the nested slots it drew, each with the request its own team draws it from', async () => {
    const card = { ...request, fragment: 'Card', props: { ...request.props, params: { sku: 'BT1' }, query: '?page=2' } };
    const answer = renderAnswerSchema.parse(await (await render(card)).json());
    expect(answer.nested).toEqual([
      {
        id: expect.any(String),
        remote: 'mf_cart',
        request: { fragment: 'WishlistHeart', props: { ...card.props, params: { sku: 'BT1' } }, idPrefix: expect.stringMatching(/^f[A-Za-z0-9]+-$/) },
      },
    ]);
    expect(answer.html).toContain(`<template data-nested-pending="${answer.nested![0].id}"></template>`);
  });

  it('draws several fragments in one request, each answer in its place, null for one it cannot draw', async () => {
    const response = await render(
      { requests: [request, { ...request, fragment: 'Nope' }, { ...request, fragment: 'Broken' }, { ...request, idPrefix: 'f2-' }] },
      undefined,
      'render-many',
    );
    expect(said()).toEqual([expect.objectContaining({ level: 50, msg: 'render failed', fragment: 'Broken' })]);
    // On the request's one line, which the failure makes an error.
    expect(logged()).toEqual([expect.objectContaining({ level: 50, msg: 'request', url: '/render-many', status: 200 })]);
    expect(response.status).toBe(200);
    const { answers } = renderManyAnswerSchema.parse(await response.json());
    expect(answers.map((answer) => answer && answer.html.slice(0, 40))).toEqual([
      '<div data-team="cat"><main><img src="/ap',
      null,
      null,
      '<div data-team="cat"><main><img src="/ap',
    ]);
    expect((await render({ requests: [] }, undefined, 'render-many')).status).toBe(400);
    expect((await render(request, undefined, 'render-many')).status).toBe(400);
  });

  it('draws a guest without their data when the API fails, at once (no retry), and says so in its log', async () => {
    let asked = 0;
    api = () => {
      asked += 1;
      return new Response('{}', { status: 503 });
    };
    const answer = renderAnswerSchema.parse(await (await render(request)).json());
    expect(asked).toBe(1);
    expect(answer.html).toContain('caricamento');
    expect(answer.html).toContain('<p>ospite</p>');
    expect(said()).toEqual([expect.objectContaining({ level: 40, fragment: 'ProductName', queries: [{ key: ['name'], err: expect.any(String) }] })]);
  });

  it('logs nothing for what the shopper asked for and is not there (a 404)', async () => {
    api = () => new Response(JSON.stringify({ message: 'Prodotto non trovato.', statusCode: 404 }), { status: 404 });
    expect((await render(request)).status).toBe(200);
    expect(logged()).toEqual([]);
  });

  it('refuses requests that do not fit, in Italian, and fails a broken fragment with 500', async () => {
    expect((await render('{bad')).status).toBe(400);
    expect((await render({ ...request, idPrefix: '"><script>' })).status).toBe(400);
    const unknown = await render({ ...request, fragment: 'Nope' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('Frammento sconosciuto: Nope');
    expect((await render('x'.repeat(260 * 1024))).status).toBe(413);
    expect((await render({ ...request, fragment: 'Broken' })).status).toBe(500);
    expect(said()).toEqual([expect.objectContaining({ level: 50, msg: 'render failed', fragment: 'Broken' })]);
    expect((await renderer.get('health')).status).toBe(200);
  });

  it('logs a request cut off while its body is read, and goes on drawing', async () => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /render HTTP/1.1\r\nHost: renderer\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"fragment":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    for (let waited = 0; logged().length === 0 && waited < 2_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(said()).toEqual([expect.objectContaining({ level: 50, msg: 'request failed', url: '/render' })]);
    expect((await render(request)).status).toBe(200);
  });

  it("keeps a catalog fragment drawn for guests until the catalog changes, and never a shopper's own", async () => {
    const cached = { ...request, fragment: 'CachedName' };
    const productCalls = () => apiCalls.filter((call) => call.url.endsWith('/productDetail')).length;
    const first = await (await render(cached)).json();
    expect(await (await render(cached)).json()).toEqual(first);
    expect(productCalls()).toBe(1);

    catalogVersion += 1;
    await render(cached);
    expect(productCalls()).toBe(2);

    await render(cached, 'cart=abc');
    await render(cached, 'cart=abc');
    expect(productCalls()).toBe(4);
    await render(request);
    await render(request);
    expect(productCalls()).toBe(6);
  });

  it("answers GET /metrics with its renders by fragment and outcome, its guests' cache hits and misses, and its requests by route", async () => {
    const scrape = async () => (await renderer.get('metrics')).text();
    const before = await scrape();
    const cached = { ...request, fragment: 'CachedName', idPrefix: 'fm-' };
    catalogVersion += 1;
    await render(cached);
    await render(cached);
    await render({ ...request, fragment: 'Broken' });
    await renderer.get('nowhere/42');
    const after = await scrape();
    const delta = (series: string) => readSample(after, series) - readSample(before, series);
    expect(delta('bottega_fragment_renders_total{fragment="CachedName",outcome="rendered",service="renderer"}')).toBe(1);
    expect(delta('bottega_fragment_renders_total{fragment="CachedName",outcome="cached",service="renderer"}')).toBe(1);
    expect(delta('bottega_fragment_renders_total{fragment="Broken",outcome="error",service="renderer"}')).toBe(1);
    expect(delta('bottega_cache_lookups_total{cache="guest:catalog",result="hit",service="renderer"}')).toBe(1);
    expect(delta('bottega_cache_lookups_total{cache="guest:catalog",result="miss",service="renderer"}')).toBe(1);
    expect(delta('http_server_request_duration_seconds_count{service="renderer",method="POST",route="/render",status="200"}')).toBe(2);
    expect(delta('http_server_request_duration_seconds_count{service="renderer",method="POST",route="/render",status="500"}')).toBe(1);
    expect(delta('http_server_request_duration_seconds_count{service="renderer",method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(after).not.toContain('nowhere');
  });

  it('keeps a content fragment drawn for guests until the CMS content changes, whatever the catalog does', async () => {
    const cached = { ...request, fragment: 'ContentName', idPrefix: 'fc-' };
    const calls = () => apiCalls.filter((call) => call.url.endsWith('/productDetail')).length;
    await render(cached);
    catalogVersion += 1;
    await render(cached);
    expect(calls()).toBe(1);

    contentVersion += 1;
    await render(cached);
    expect(calls()).toBe(2);
    await render(cached, 'customer_expires=1');
    expect(calls()).toBe(3);
  });

  it("keeps a static fragment drawn for guests whatever the versions do, and never a shopper's own", async () => {
    const cached = { ...request, fragment: 'StaticName', idPrefix: 'fs-' };
    const calls = () => apiCalls.filter((call) => call.url.endsWith('/productDetail')).length;
    await render(cached);
    catalogVersion += 1;
    contentVersion += 1;
    await render(cached);
    expect(calls()).toBe(1);
    await render(cached, 'cart=abc');
    expect(calls()).toBe(2);
  });

  it("reads what is the same for every shopper once for all of them, as nobody, until the content changes; the page stays each shopper's own", async () => {
    const blocks = { ...request, fragment: 'TopBlocks', idPrefix: 'fb-' };
    const customer = (id: number) => `customer_expires=${sessionExpiry()}; cart=c${id}`;
    const blockCalls = () => apiCalls.filter((call) => call.url.endsWith('/cmsBlocks'));
    const pages = await Promise.all([customer(1), customer(2), undefined].map(async (cookie) => renderAnswerSchema.parse(await (await render(blocks, cookie)).json())));
    expect(pages.map((page) => page.html)).toEqual([
      '<div data-team="cnt"><p>1 blocchi per il cliente</p></div>',
      '<div data-team="cnt"><p>1 blocchi per il cliente</p></div>',
      '<div data-team="cnt"><p>1 blocchi per l’ospite</p></div>',
    ]);
    expect(blockCalls()).toEqual([{ url: 'http://api.test/api/content/cmsBlocks', cookie: null }]);

    catalogVersion += 1;
    await render(blocks, customer(3));
    expect(blockCalls()).toHaveLength(1);
    contentVersion += 1;
    await render(blocks, customer(3));
    expect(blockCalls()).toHaveLength(2);
  });

  it('forgets a read for every shopper that failed, and keeps none while the version cannot be read', async () => {
    const blocks = { ...request, fragment: 'TopBlocks', idPrefix: 'fb-' };
    let blocksStatus = 503;
    let versionStatus = 200;
    let asked = 0;
    api = (url) => {
      if (url.endsWith('/contentVersion')) return new Response(JSON.stringify({ data: { version: 1000 } }), { status: versionStatus });
      asked += 1;
      return new Response(JSON.stringify({ data: { items: [] } }), { status: blocksStatus });
    };
    expect((await (await render(blocks, 'cart=a')).json()).html).toContain('caricamento');
    blocksStatus = 200;
    expect((await (await render(blocks, 'cart=a')).json()).html).toContain('0 blocchi');
    await render(blocks, 'cart=b');
    expect(asked).toBe(2);
    versionStatus = 503;
    await render(blocks, 'cart=a');
    await render(blocks, 'cart=b');
    expect(asked).toBe(4);
  });

  it.each([
    ['the product could not be read', { version: 200, product: 503 }, 'fragment rendered without the data it could not read; the browser asks again'],
    ['the catalog version cannot be read', { version: 503, product: 200 }, 'version unreadable; guests are rendered afresh'],
  ])('keeps nothing drawn for guests while %s, and says why in its log', async (_case, status, warning) => {
    let asked = 0;
    api = (url) => {
      if (url.endsWith('/catalogVersion')) return new Response(JSON.stringify({ data: { version: 99 } }), { status: status.version });
      asked += 1;
      return new Response(JSON.stringify({ data: { name: 'Sciarpa' } }), { status: status.product });
    };
    const cached = { ...request, fragment: 'CachedName', idPrefix: `f${status.version}-` };
    await render(cached);
    await render(cached);
    expect(asked).toBe(2);
    expect(said().map((line) => line.msg)).toEqual([warning, warning]);
  });
});

describe('a team renderer given the edge’s token', () => {
  const token = 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU';
  const renderer = rendererUnderTest(
    createRendererServer(expose, { apiUrl: 'http://api.test', assets, versionMs: 0, tokens: [token] }),
    () => new Response(JSON.stringify({ data: { name: 'Sciarpa' } }), { status: 200 }),
  );
  const ask = (path: string, body: unknown, authorization?: string) => renderer.post(path, body, authorization ? { authorization } : {});
  const request = { fragment: 'ProductName', props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 'f1-' };

  it('draws only for a request that carries it, and refuses any other in Italian, before reading what it asks', async () => {
    for (const [path, body] of [
      ['render', request],
      ['render-many', { requests: [request] }],
    ] as const) {
      for (const authorization of [undefined, `Bearer ${token.slice(1)}`, `Bearer ${token}x`, token]) {
        const refused = await ask(path, body, authorization);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toEqual({ message: 'Richiesta non autorizzata: i frammenti si chiedono dal server della vetrina.', statusCode: 401 });
      }
      expect((await ask(path, body, `Bearer ${token}`)).status).toBe(200);
    }
    expect((await ask('render', 'not json', undefined)).status).toBe(401);
    expect((await renderer.get('health')).status).toBe(200);
  });
});

describe('a team renderer while the edge’s token is being changed', () => {
  const next = 'Zq4wE8rT2yU6iO0pA3sD7fG1hJ5kL9xC';
  const previous = 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU';
  const renderer = rendererUnderTest(
    createRendererServer(expose, { apiUrl: 'http://api.test', assets, versionMs: 0, tokens: [next, previous] }),
    () => new Response(JSON.stringify({ data: { name: 'Sciarpa' } }), { status: 200 }),
  );
  const request = { fragment: 'ProductName', props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 'f1-' };

  it('is read by the same rule as the edge reads it: a short or unsendable one stops the renderer at start', () => {
    expect(readRenderToken('RENDER_TOKEN_PREVIOUS', previous)).toBe(previous);
    expect(readRenderToken('RENDER_TOKEN_PREVIOUS', undefined)).toBeNull();
    expect(() => readRenderToken('RENDER_TOKEN_PREVIOUS', 'old')).toThrow(/RENDER_TOKEN_PREVIOUS must be at least 32/);
    expect(() => readRenderToken('RENDER_TOKEN', `${next} x`)).toThrow(/RENDER_TOKEN must be/);
  });

  it('draws for an edge that still sends the previous one and for one that sends the new one, for no other', async () => {
    for (const token of [previous, next]) expect((await renderer.post('render', request, { authorization: `Bearer ${token}` })).status).toBe(200);
    for (const authorization of [`Bearer ${next}${previous}`, `Bearer ${previous.slice(0, -1)}`, ''])
      expect((await renderer.post('render', request, { authorization })).status).toBe(401);
  });
});

describe('a team renderer shutting down', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    // Its log lines say what it does; the events below are what the tests check.
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });
  const request = { fragment: 'ProductName', props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 'f1-' };

  /** A request on a connection of its own, as the edge or a balancer sends it. */
  function ask(port: number, method: 'GET' | 'POST', path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, method, path, agent: false, headers: { 'content-type': 'application/json' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      sent.on('error', reject);
      sent.end(method === 'POST' ? JSON.stringify(request) : undefined);
    });
  }

  /** A renderer on a free port whose API answers after `apiMs`, and what its shutdown does, in order. */
  async function shuttingDown(apiMs: number, timing: { drainDelayMs: number; drainTimeoutMs: number }) {
    const events: Array<{ what: string; at: number }> = [];
    const start = Date.now();
    const note = (what: string) => void events.push({ what, at: Date.now() - start });
    let asked!: () => void;
    const rendering = new Promise<void>((resolve) => (asked = resolve));
    globalThis.fetch = (async () => {
      asked();
      await new Promise((resolve) => setTimeout(resolve, apiMs));
      note('API answered');
      return new Response(JSON.stringify({ data: { name: 'Sciarpa' } }), { status: 200 });
    }) as typeof fetch;
    let draining = false;
    const server = createRendererServer(expose, { apiUrl: 'http://api.test', assets, versionMs: 0, draining: () => draining });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = (code) => (note(`exit ${code}`), resolve(code))));
    const stop = drainOnShutdown(server, { ...timing, startDraining: () => (draining = true), exit });
    return { port: (server.address() as AddressInfo).port, rendering, stop, exited, note, events };
  }

  it('fails readiness first, then stops accepting, finishes the render in flight and exits 0', async () => {
    const { port, rendering, stop, exited, note, events } = await shuttingDown(800, { drainDelayMs: 300, drainTimeoutMs: 5000 });
    const inFlight = ask(port, 'POST', '/render');
    await rendering;
    note('SIGTERM');
    stop();
    const ready = await ask(port, 'GET', '/health/ready');
    note(`ready ${ready.status} ${ready.body}`);
    note(`health ${(await ask(port, 'GET', '/health')).status}`);
    note(`live ${(await ask(port, 'GET', '/health/live')).status}`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await ask(port, 'GET', '/health/live').catch((error: NodeJS.ErrnoException) => note(error.code === 'ECONNREFUSED' ? 'refused' : String(error.code)));

    expect(await exited).toBe(0);
    expect(await inFlight).toEqual({ status: 200, body: expect.stringContaining('Sciarpa') });
    expect(events.map((event) => event.what)).toEqual(['SIGTERM', 'ready 503 {"status":"draining"}', 'health 503', 'live 200', 'refused', 'API answered', 'exit 0']);
  });

  it('cuts a render that outlasts DRAIN_TIMEOUT_MS, then exits 1', async () => {
    const { port, rendering, stop, exited, note, events } = await shuttingDown(3000, { drainDelayMs: 0, drainTimeoutMs: 300 });
    const inFlight = ask(port, 'POST', '/render').catch((error: NodeJS.ErrnoException) => error.code);
    await rendering;
    note('SIGTERM');
    stop();
    expect(await exited).toBe(1);
    expect(await inFlight).toBe('ECONNRESET');
    const [signalled, exitAt] = events.map((event) => event.at);
    expect(events.map((event) => event.what)).toEqual(['SIGTERM', 'exit 1']);
    expect(exitAt - signalled).toBeGreaterThanOrEqual(300);
    expect(exitAt - signalled).toBeLessThan(1500);
  });
});

describe('a renderer’s configuration', () => {
  const token = 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU';

  it('refuses a production start without RENDER_TOKEN, saying so; elsewhere the renderer may run open', () => {
    expect(() => readRendererConfig({ NODE_ENV: 'production' }, '/srv/v1/server')).toThrow('RENDER_TOKEN is required when NODE_ENV=production');
    expect(() => readRendererConfig({ NODE_ENV: 'production', RENDER_TOKEN: 'short' }, '/srv/v1/server')).toThrow(/RENDER_TOKEN must be at least 32/);
    expect(readRendererConfig({ NODE_ENV: 'production', RENDER_TOKEN: token }, '/srv/v1/server').tokens).toEqual([token]);
    expect(readRendererConfig({}, '/srv/v1/server').tokens).toEqual([]);
  });

  it('reads fragments.json from FRAGMENTS_FILE, else one folder above the renderer', () => {
    expect(readRendererConfig({}, '/srv/v1/server').fragmentsFile).toBe('/srv/v1/fragments.json');
    expect(readRendererConfig({ FRAGMENTS_FILE: '/etc/cat/fragments.json' }, '/srv/v1/server').fragmentsFile).toBe('/etc/cat/fragments.json');
  });

  it('drains for DRAIN_DELAY_MS (none by default) and at most DRAIN_TIMEOUT_MS (10 s by default)', () => {
    expect(readRendererConfig({}, '.')).toMatchObject({ drainDelayMs: 0, drainTimeoutMs: 10_000 });
    expect(readRendererConfig({ DRAIN_DELAY_MS: '5000', DRAIN_TIMEOUT_MS: '20000' }, '.')).toMatchObject({ drainDelayMs: 5000, drainTimeoutMs: 20_000 });
    expect(() => readRendererConfig({ DRAIN_TIMEOUT_MS: '10s' }, '.')).toThrow('DRAIN_TIMEOUT_MS must be an integer ≥ 0 (milliseconds), got "10s"');
  });
});

describe('a team renderer’s page answers', () => {
  let apiCalls: Array<{ url: string; cookie: string | null }>;
  let catalogVersion = 1;
  let failing = false;
  const pages: PageResolvers = {
    ProductName: {
      cache: 'catalog',
      resolve: async ({ props, origin }, client) => {
        const product = await client.fetchQuery({ queryKey: ['name'], queryFn: () => api.call('commerce', 'productDetail', props.params.productId) });
        return product
          ? { status: 200, head: { title: `${product.name} | Bottega`, description: '', canonical: `${origin}/it/p/1`, ogType: 'product', jsonLd: [] } }
          : { status: 404 };
      },
    },
  };
  const server = createRendererServer(expose, { apiUrl: 'http://api.test', assets, versionMs: 0, pages });
  const renderer = rendererUnderTest(server, (url, init) => {
    if (url.endsWith('/catalogVersion')) return new Response(JSON.stringify({ data: { version: catalogVersion } }), { status: 200 });
    if (url.endsWith('/contentVersion')) return new Response(JSON.stringify({ data: { version: 1 } }), { status: 200 });
    apiCalls.push({ url, cookie: new Headers(init?.headers).get('cookie') });
    if (failing) return new Response('{}', { status: 503 });
    return new Response(JSON.stringify({ data: { name: 'Dolcevita' } }), { status: 200 });
  });
  let errorLines: jest.SpyInstance;
  beforeEach(() => {
    apiCalls = [];
    failing = false;
    errorLines = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLines.mockRestore());

  const pageRequest = (fragment = 'ProductName') => ({
    fragment,
    props: { locale: 'it', market: 'it', basePath: '/it', params: { productId: '1' }, query: '' },
    pathname: '/it/p/1',
    origin: 'https://shop.example',
  });
  const ask = async (body: unknown, cookie?: string) => {
    const response = await renderer.post('page', body, cookie ? { cookie } : {});
    return { status: response.status, body: await response.json() };
  };

  it('answers the page’s status and head as nobody in particular, and keeps it until the catalog changes', async () => {
    const first = await ask(pageRequest(), 'cart=abc; customer_token=secret');
    expect(first).toEqual({ status: 200, body: { status: 200, head: expect.objectContaining({ title: 'Dolcevita | Bottega', canonical: 'https://shop.example/it/p/1' }) } });
    expect(apiCalls).toEqual([{ url: 'http://api.test/api/commerce/productDetail', cookie: null }]);
    await ask(pageRequest());
    expect(apiCalls).toHaveLength(1);
    catalogVersion += 1;
    await ask(pageRequest());
    expect(apiCalls).toHaveLength(2);
  });

  it('says nothing beyond 200 for a fragment without a page answer, and refuses a request that does not fit', async () => {
    expect(await ask(pageRequest('TopBlocks'))).toEqual({ status: 200, body: { status: 200 } });
    expect((await ask({ ...pageRequest(), origin: 'javascript:alert(1)' })).status).toBe(400);
    expect((await ask({ ...pageRequest(), pathname: 'no-slash' })).status).toBe(400);
  });

  it('answers 500 when what the page is made of cannot be read, logs it, and keeps nothing', async () => {
    catalogVersion += 1;
    failing = true;
    expect((await ask(pageRequest())).status).toBe(500);
    expect(errorLines).toHaveBeenCalled();
    failing = false;
    expect((await ask(pageRequest())).body).toMatchObject({ status: 200, head: { title: 'Dolcevita | Bottega' } });
  });
});

describe('a team renderer’s form answers', () => {
  let apiCalls: Array<{ url: string; cookie: string | null; body: unknown }>;
  const forms: FormHandlers = {
    'add-to-cart': async ({ fields, page }) => {
      await api.call('commerce', 'addProductsToCart', null, [{ sku: fields.sku ?? '', quantity: 1 }]);
      return pageWithStatus(page, { action: 'add-to-cart', outcome: 'added', subject: fields.sku });
    },
    broken: () => Promise.reject(new Error('boom')),
    // An add, then a read: the second call is the shopper's as the first left them.
    'add-and-read': async ({ page }) => {
      await api.call('commerce', 'addProductsToCart', null, [{ sku: 'MG-01', quantity: 1 }]);
      await api.call('commerce', 'cart', null).catch(() => null);
      return page;
    },
  };
  const server = createRendererServer(expose, { apiUrl: 'http://api.test', assets, forms });
  const renderer = rendererUnderTest(server, async (url, init) => {
    apiCalls.push({ url, cookie: new Headers(init?.headers).get('cookie'), body: JSON.parse(String(init?.body)) });
    if (url.endsWith('/addProductsToCart')) {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'cart=new-cart; Path=/; SameSite=Lax');
      return new Response(JSON.stringify({ data: { cart: {}, user_errors: [] } }), { status: 200, headers });
    }
    return new Response('{}', { status: 503 });
  });
  let errorLines: jest.SpyInstance;
  beforeEach(() => {
    apiCalls = [];
    errorLines = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLines.mockRestore());

  const post = async (body: unknown, cookie?: string) => {
    const response = await renderer.post('form', body, cookie ? { cookie } : {});
    return { status: response.status, body: await response.json() };
  };
  const addRequest = { action: 'add-to-cart', fields: { sku: 'MG-01' }, page: '/it/p/1?color=rosso' };

  it('calls the API as the shopper and answers where the browser goes, with the cookies the API set', async () => {
    expect(await post(addRequest, 'wishlist=w1')).toEqual({
      status: 200,
      body: { location: '/it/p/1?color=rosso&esito=add-to-cart.added.MG-01', cookies: ['cart=new-cart; Path=/; SameSite=Lax'] },
    });
    expect(apiCalls).toEqual([{ url: 'http://api.test/api/commerce/addProductsToCart', cookie: 'wishlist=w1', body: [null, [{ sku: 'MG-01', quantity: 1 }]] }]);
  });

  it('sends a later API call of the same form with the cookies the earlier answers set, as a browser would', async () => {
    await post({ ...addRequest, action: 'add-and-read' }, 'cart=old-cart; wishlist=w1');
    expect(apiCalls.map((call) => call.cookie)).toEqual(['cart=old-cart; wishlist=w1', 'cart=new-cart; wishlist=w1']);
  });

  it('refuses an action it does not have and a request that does not fit, and fails a handler that throws with 500', async () => {
    expect((await post({ ...addRequest, action: 'remove-everything' })).status).toBe(404);
    expect((await post({ ...addRequest, action: 'constructor' })).status).toBe(404);
    expect((await post({ ...addRequest, page: 'https://elsewhere.example/' })).status).toBe(400);
    expect((await post({ ...addRequest, fields: { sku: 'x'.repeat(5000) } })).status).toBe(400);
    expect((await post({ ...addRequest, action: 'broken' })).status).toBe(500);
    expect(errorLines).toHaveBeenCalled();
  });
});
