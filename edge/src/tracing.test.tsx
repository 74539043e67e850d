/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useQuery } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/browser-contract';
import { api, createFragment } from '@bottega/fragment-kit';
import { createRendererServer } from '@bottega/fragment-kit/server';
import { matchRoute } from '@bottega/shell/routes';
import { renderPage } from '@bottega/shell/server';
import { ATTR, flushTracing, startTracing, untraced } from '@bottega/telemetry/tracing';
import { startCollector, type CollectedSpan } from '@bottega/test-kit/collector';
import { eventually } from '@bottega/test-kit/eventually';
import { createTestApp, type TestApp } from '@bottega/api/test/harness';
import { buildEdgeServer } from './edge';
import { createPageResolver } from './pages';
import type { RegistrySource, ServerRegistry } from './registry';
import { listen, request } from './testHttp';

// One page request followed through the edge, a team's renderer and the API as an operator's
// collector receives it (docs/operations.md, "Traces"): the real servers, on real ports, exporting
// over OTLP/HTTP to a receiver here.

const SERVER = 2;

/** A product page's fragment as a team writes one: its data from the API, through the kit's client. */
function ProductName({ params }: FragmentProps) {
  const { data } = useQuery({ queryKey: ['product', params.productId], queryFn: () => api.call('commerce', 'productDetail', params.productId ?? '') });
  return <h1>{data?.name ?? 'caricamento'}</h1>;
}
const productPage = createFragment<FragmentProps>({
  team: 'cat',
  component: ProductName,
  prefetch: (props, client) =>
    client.prefetchQuery({ queryKey: ['product', props.params.productId], queryFn: () => api.call('commerce', 'productDetail', props.params.productId ?? '') }),
});

describe('one trace per page', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let shop: TestApp;
  let renderer: Server;
  let silent: Server;
  let edge: FastifyInstance;
  let edgeUrl: string;
  let dir: string;

  /** The renderer's log lines (it writes to the console, as in production). */
  const rendererLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation((line: string) => void rendererLines.push(JSON.parse(line)));
    collector = await startCollector();
    expect(startTracing('bottega-test', { OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint })).toBe(true);
    shop = await createTestApp('pglite');
    const apiUrl = await listen(shop.app);
    renderer = createRendererServer({ contract: 1, fragments: { ProductPage: async () => productPage } }, { apiUrl, assets: {} });
    await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
    dir = mkdtempSync(path.join(tmpdir(), 'edge-traces-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="it"><head><title>Bottega</title></head><body><div id="root"></div></body></html>');
    // The teams' renderer services as production's registry names them; the cart team is not published
    // (its slots are left to the browser: a fallback).
    const rendererUrl = `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`;
    // The content team's renderer never answers (its slots time out); the account team's cannot be reached.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const published: ServerRegistry = {
      remotes: {
        mf_catalog: { entry: 'http://127.0.0.1:1/mf-catalog/1.4.2/mf-manifest.json', renderers: [rendererUrl] },
        mf_content: { entry: 'http://127.0.0.1:1/mf-content/2.0.0/mf-manifest.json', renderers: [`http://127.0.0.1:${(silent.address() as AddressInfo).port}`] },
        mf_account: { entry: 'http://127.0.0.1:1/mf-account/1.0.0/mf-manifest.json', renderers: ['http://127.0.0.1:1'] },
      },
      overrideOrigins: [],
    };
    const registry: RegistrySource = { get: async () => published, status: () => ({ ready: true, source: 'postgres' }), close: async () => undefined };
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    edge = await buildEdgeServer({
      shellDist: dir,
      apiUrl,
      matchRoute,
      registry,
      resolvePage: createPageResolver({ origin: 'http://shop.test', budgetMs: 5_000, pageBudgetMs: 5_000, renderToken: null, log: quiet }),
      ssr: { load: () => renderPage },
      budgets: { slotMs: 5_000, pageMs: 5_000 },
    });
    edgeUrl = await listen(edge);
  }, 120_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await edge?.close();
    await new Promise((resolve) => renderer?.close(resolve));
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
    await shop?.close();
    await collector?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('follows a product page from the edge through each slot (drawn, late, unreachable, unpublished), the renderer and the API down to its SQL, and the browser’s API calls after it', async () => {
    // The shopper's browser sends no trace context: the page starts its own trace.
    const page = await untraced(() => request(edgeUrl, '/it/p/10001'));
    expect(page.status).toBe(200);
    expect(page.text()).toContain('Dolcevita');
    const traceparent = /<meta name="traceparent" content="00-([0-9a-f]{32})-([0-9a-f]{16})-01">/.exec(page.text());
    expect(traceparent).not.toBeNull();
    const [, traceId, pageSpanId] = traceparent!;
    // What the browser's API client sends back with a call made from that page (api/contract/src/client.ts).
    const call = await untraced(() =>
      request(edgeUrl, '/api/commerce/productDetail', {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: traceparent![0].split('"')[3] },
        body: '["10001"]',
      }),
    );
    expect(call.status).toBe(200);
    // A link with a secret in its query (an e-mail's activation link), opened from the page.
    await untraced(() => request(edgeUrl, '/api/customer/confirm?token=secret-from-an-email', { headers: { traceparent: traceparent![0].split('"')[3] } }));
    // A server's span ends as its answer is sent, which may be after its caller has read it: the
    // renderer's and the API's spans of the page can end after the calls above return.
    await eventually(async () => {
      await flushTracing();
      return ['POST /render', 'GET /api/*'].every((name) => collector.spans.some((span) => span.traceId === traceId && span.name === name));
    });

    const spans = collector.spans.filter((span) => span.traceId === traceId);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const parentOf = (span: CollectedSpan) => byId.get(span.parentSpanId);
    const ancestors = (span: CollectedSpan): CollectedSpan[] => {
      const parent = parentOf(span);
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    const one = (predicate: (span: CollectedSpan) => boolean, what: string) => {
      const found = spans.filter(predicate);
      if (found.length === 0) throw new Error(`no ${what} in the trace: ${spans.map((span) => span.name).join(', ')}`);
      return found[0];
    };

    // The page: the edge's server span is the root of the trace, and the span the page names.
    const root = one((span) => span.spanId === pageSpanId, "the page's span");
    expect(root).toMatchObject({ kind: SERVER, parentSpanId: '', name: 'GET /it/p/:productId' });
    expect(spans.every((span) => span === root || ancestors(span).at(-1) === root)).toBe(true);

    // A span per slot, child of the page: the catalog's drawn on the server, another team's left to the browser.
    const slot = one((span) => span.name === 'fragment mf_catalog/ProductPage', "the product slot's span");
    expect(parentOf(slot)).toBe(root);
    expect(slot.attributes).toMatchObject({ [ATTR.team]: 'mf_catalog', [ATTR.version]: '1.4.2', [ATTR.outcome]: 'rendered' });
    const fallback = one((span) => span.name.startsWith('fragment mf_cart/'), "a cart slot's span");
    expect(parentOf(fallback)).toBe(root);
    expect(fallback.attributes).toMatchObject({ [ATTR.team]: 'mf_cart', [ATTR.outcome]: 'fallback' });
    expect(one((span) => span.name === 'fragment mf_content/TopBar', "the top bar's span").attributes).toMatchObject({ [ATTR.version]: '2.0.0', [ATTR.outcome]: 'timeout' });
    expect(one((span) => span.name === 'fragment mf_account/AccountButton', "the account button's span").attributes).toMatchObject({ [ATTR.outcome]: 'error' });

    // The renderer's request and its own span under the slot, the API's under the renderer, the SQL under the API.
    const rendered = one((span) => span.name === 'POST /render' && span.kind === SERVER && ancestors(span).includes(slot), "the renderer's request for the slot");
    const drawing = one((span) => span.name === 'render ProductPage', "the renderer's render span");
    expect(ancestors(drawing)).toContain(rendered);
    // Its one log line for that request carries the ids of its span.
    expect(rendererLines).toContainEqual(expect.objectContaining({ msg: 'request', url: '/render', status: 200, trace_id: traceId, span_id: rendered.spanId }));
    const apiCall = one((span) => span.name === 'POST /api/:tag/:method' && span.kind === SERVER && ancestors(span).includes(drawing), "the renderer's API call");
    const sql = one((span) => span.attributes['db.system'] === 'postgresql' && parentOf(span) === apiCall, 'an SQL statement of that call');
    expect(String(sql.attributes['db.statement'])).toMatch(/select/i);
    // Statements carry placeholders, never the values asked for.
    expect(spans.filter((span) => span.attributes['db.statement']).some((span) => String(span.attributes['db.statement']).includes('10001'))).toBe(false);

    // The browser's call joins the page's trace under the page's span, through the edge's proxy to the API.
    const browserCall = one((span) => span.kind === SERVER && parentOf(span) === root && span.name === 'POST /api/*', "the browser's call at the edge");
    one((span) => span.name === 'POST /api/:tag/:method' && ancestors(span).includes(browserCall), "the browser's call at the API");
    // Addresses keep their parameters' names, never the values.
    const link = one((span) => span.attributes['url.query'] === 'token', 'the link at the edge, its query without the token');
    expect(link.kind).toBe(SERVER);
    expect(JSON.stringify(spans)).not.toContain('secret-from-an-email');
  }, 60_000);
});
