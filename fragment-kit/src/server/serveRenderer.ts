import { timingSafeEqual } from 'node:crypto';
import type * as z from 'zod';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { isGuestRequest, deadline, parseCookieHeader } from '@bottega/server-kit';
import type { Expose } from '@bottega/browser-contract';
import type { Fragment } from '../createFragment';
import type { RequestContext } from '../requestContext';
import {
  fragmentsFileSchema,
  readRenderToken,
  renderAuthorization,
  renderManyRequestSchema,
  renderRequestSchema,
  type FragmentAssets,
  type RenderAnswer,
  type RenderRequest,
} from './protocol';
import { pageRequestSchema, type PageResolvers } from './page';
import { cookieHeaderAfter, formRequestSchema, type FormAnswer, type FormHandlers } from './form';
import { renderFragment } from './renderFragment';
import { requestContextFor, runInRequest } from './requestScope';
import { serverQueryClient } from '../queryClient';
import { createGuestCache, versionReader } from './guestCache';
import { createSharedReads } from './sharedReads';
import { logLine, logRequest } from './log';
import { Counter, createProcessMetrics, metricsAnswer, recordCacheLookup, recordRequest, type ProcessMetrics } from '@bottega/telemetry/metrics';
import { flushTracing, startTracing, withSpan } from '@bottega/telemetry/tracing';
import { trace } from '@opentelemetry/api';

export interface RendererOptions {
  /** Where the storefront API answers, for the fragments' data. */
  apiUrl: string;
  assets: FragmentAssets;
  /** How long one reading of a version serves (the guests' caches of catalog and content fragments, the shared reads). */
  versionMs?: number;
  /** Secrets a render request must carry one of: RENDER_TOKEN and, while it rotates, RENDER_TOKEN_PREVIOUS. None leaves it open. */
  tokens?: string[];
  /** True once the renderer is shutting down: readiness then fails while renders still answer. */
  draining?: () => boolean;
  /** The team's answers for its page fragments (`POST /page`, src/pages.ts). */
  pages?: PageResolvers;
  /** The team's answers to the shopper's forms (`POST /form`, src/forms.ts). */
  forms?: FormHandlers;
  /** Where its requests, guest caches and renders are counted, served at `GET /metrics`; a registry of its own by default. */
  metrics?: ProcessMetrics;
}

/** The routes a renderer answers, as its request metrics label them; anything else is `unmatched`. */
const ROUTES = new Set(['/render', '/render-many', '/page', '/form', '/health', '/health/live', '/health/ready', '/metrics']);

/** Where the API says the version of what a cached fragment is rendered from (FragmentOptions `cache`). */
const VERSION_CALLS = { catalog: 'commerce/catalogVersion', content: 'content/contentVersion' } as const;

/** A version, read from the API without a shopper: null when it cannot say in time (nothing is then served from the guests' cache). */
async function readVersion(apiUrl: string, call: string): Promise<number | null> {
  try {
    const limit = deadline(500);
    const response = await limit.within(fetch(`${apiUrl}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]', signal: limit.signal }));
    const body = (await limit.within(response.json())) as { data?: { version?: unknown } };
    if (response.ok && typeof body.data?.version === 'number') return body.data.version;
    logLine('warn', 'version unreadable; guests are rendered afresh', { call, status: response.status });
  } catch (error) {
    logLine('warn', 'version unreadable; guests are rendered afresh', { call, err: (error as Error).message });
  }
  return null;
}

/** A listing's nested slots of one team, asked at once, come to about 50 KB. */
const MAX_REQUEST_BYTES = 256 * 1024;

async function readBody(request: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface Answer {
  status: number;
  body: string;
  /** JSON unless said otherwise. */
  contentType?: string;
}

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });
const invalid = (error: z.ZodError) => json(400, { message: `Richiesta non valida: ${error.issues.map((issue) => issue.path.join('.')).join(', ')}`, statusCode: 400 });

/** A team's renderer as an HTTP handler (docs/architecture.md §2.5): stateless, so any number of copies can run. */
export function createRendererServer(
  expose: Expose,
  { apiUrl, assets, versionMs, tokens = [], draining = () => false, pages = {}, forms = {}, metrics = createProcessMetrics('renderer', { nodeMetrics: false }) }: RendererOptions,
): Server {
  const renders = new Counter({
    name: 'bottega_fragment_renders_total',
    help: "Fragments this renderer was asked for, by fragment and outcome: rendered, cached (a guest's cached answer), error.",
    labelNames: ['fragment', 'outcome'],
    registers: [metrics.registry],
  });
  const expected = tokens.map((token) => Buffer.from(renderAuthorization(token)));
  /** Whether the request carries one of the edge's tokens, each compared in constant time; any request when there is none. */
  const fromTheEdge = (authorization: string | undefined) => {
    if (expected.length === 0) return true;
    const given = Buffer.from(authorization ?? '');
    return expected.some((secret) => given.length === secret.length && timingSafeEqual(given, secret));
  };

  const versions = {
    catalog: versionReader(() => readVersion(apiUrl, VERSION_CALLS.catalog), versionMs),
    content: versionReader(() => readVersion(apiUrl, VERSION_CALLS.content), versionMs),
  };
  const caches: Record<NonNullable<Fragment['server']['cache']>, ReturnType<typeof createGuestCache>> = {
    catalog: createGuestCache({ version: versions.catalog, onLookup: (hit) => recordCacheLookup(metrics, 'guest:catalog', hit) }),
    content: createGuestCache({ version: versions.content, onLookup: (hit) => recordCacheLookup(metrics, 'guest:content', hit) }),
    // Rendered from nothing that changes while this build runs: one version for its whole life.
    static: createGuestCache({ version: async () => 0, onLookup: (hit) => recordCacheLookup(metrics, 'guest:static', hit) }),
  };
  const sharedReads = createSharedReads({ versions, anonymous: () => requestContextFor(undefined, apiUrl) });

  /** One fragment's answer as JSON text, a guest's cached; `shopper` is shared by a render-many's fragments and what
   * they cache per request. */
  function render(fragment: Fragment, request: RenderRequest, cookie: string | undefined, shopper: RequestContext): Promise<string> {
    return withSpan(`render ${request.fragment}`, { 'bottega.fragment': request.fragment }, async (span) => {
      const cache = fragment.server.cache && isGuestRequest(cookie) ? caches[fragment.server.cache] : null;
      const key = JSON.stringify(request);
      const cached = cache ? await cache.lookup(key) : null;
      span.setAttribute('bottega.cache', cache ? (cached && 'body' in cached ? 'hit' : 'miss') : 'none');
      if (cached && 'body' in cached) {
        renders.inc({ fragment: request.fragment, outcome: 'cached' });
        return cached.body;
      }
      const { html, state, nested, complete } = await renderFragment(fragment, request, shopper);
      renders.inc({ fragment: request.fragment, outcome: 'rendered' });
      const answer: RenderAnswer = { html, state, assets: assets[request.fragment] ?? { css: [], js: [] }, nested };
      const body = JSON.stringify(answer);
      if (cached && complete) cached.store(body);
      return body;
    });
  }

  /** A page fragment's status and head, the same for every shopper, so cached until what it is rendered from changes. */
  async function page(body: unknown): Promise<Answer> {
    const parsed = pageRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const resolver = pages[parsed.data.fragment];
    if (!resolver) return json(200, { status: 200 });
    const cached = resolver.cache ? await caches[resolver.cache].lookup(JSON.stringify(parsed.data)) : null;
    if (cached && 'body' in cached) return { status: 200, body: cached.body };
    const client = serverQueryClient();
    const answer = JSON.stringify(await runInRequest(requestContextFor(undefined, apiUrl, sharedReads), () => resolver.resolve(parsed.data, client)));
    cached?.store(answer);
    return { status: 200, body: answer };
  }

  /** A shopper's form, answered as that shopper: API calls carry the cookies earlier answers set (a login's session),
   * and what the API sets goes back with the answer. */
  async function form(body: unknown, cookie: string | undefined): Promise<Answer> {
    const parsed = formRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const handler = Object.hasOwn(forms, parsed.data.action) ? forms[parsed.data.action] : undefined;
    if (!handler) return json(404, { message: `Azione sconosciuta: ${parsed.data.action}`, statusCode: 404 });
    let header = cookie;
    const cookies: string[] = [];
    const context = {
      ...requestContextFor(cookie, apiUrl),
      cookie: (name: string) => parseCookieHeader(header)[name],
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await requestContextFor(header, apiUrl).fetch(input, init);
        const set = response.headers.getSetCookie();
        cookies.push(...set);
        header = cookieHeaderAfter(header, set);
        return response;
      },
    };
    const location = await runInRequest(context, () => handler(parsed.data));
    return json(200, { location, cookies } satisfies FormAnswer);
  }

  /** The answer to one request to the renderer. */
  async function answer(request: IncomingMessage): Promise<Answer> {
    if (request.method === 'GET' && request.url === '/health/live') return json(200, { status: 'ok' });
    if (request.method === 'GET' && (request.url === '/health/ready' || request.url === '/health'))
      return draining() ? json(503, { status: 'draining' }) : json(200, { status: 'ok' });
    // The renderer's port is inside the platform only, as its renders are (docs/operations.md, "Metrics").
    if (request.method === 'GET' && request.url === '/metrics') {
      const { contentType, body } = await metricsAnswer(metrics.registry);
      return { status: 200, body, contentType };
    }
    const many = request.url === '/render-many';
    if (request.method !== 'POST' || (request.url !== '/render' && request.url !== '/page' && request.url !== '/form' && !many))
      return json(404, { message: 'Risorsa non trovata.', statusCode: 404 });
    if (!fromTheEdge(request.headers.authorization)) return json(401, { message: 'Richiesta non autorizzata: i frammenti si chiedono dal server della vetrina.', statusCode: 401 });

    const text = await readBody(request);
    if (text === null) return json(413, { message: 'La richiesta è troppo grande.', statusCode: 413 });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { message: 'Richiesta non valida: JSON illeggibile.', statusCode: 400 });
    }
    if (request.url === '/form') {
      try {
        return await form(body, request.headers.cookie);
      } catch (error) {
        logLine('error', 'form answer failed', { err: String((error as Error)?.stack ?? error) });
        return json(500, { message: "L'operazione non è disponibile.", statusCode: 500 });
      }
    }
    if (request.url === '/page') {
      try {
        return await page(body);
      } catch (error) {
        logLine('error', 'page answer failed', { err: String((error as Error)?.stack ?? error) });
        return json(500, { message: 'La pagina non è disponibile.', statusCode: 500 });
      }
    }
    const parsed = many ? renderManyRequestSchema.safeParse(body) : renderRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const cookie = request.headers.cookie;
    const shopper = requestContextFor(cookie, apiUrl, sharedReads);

    if ('requests' in parsed.data) {
      // Each in its place; one that cannot be rendered is null, and its slot mounts in the browser.
      const answers = await Promise.all(
        parsed.data.requests.map(async (one) => {
          const load = expose.fragments[one.fragment];
          if (!load) return 'null';
          try {
            return await render((await load()) as Fragment, one, cookie, shopper);
          } catch (error) {
            renders.inc({ fragment: one.fragment, outcome: 'error' });
            logLine('error', 'render failed', { fragment: one.fragment, err: String((error as Error)?.stack ?? error) });
            return 'null';
          }
        }),
      );
      return { status: 200, body: `{"answers":[${answers.join(',')}]}` };
    }

    const load = expose.fragments[parsed.data.fragment];
    if (!load) return json(404, { message: `Frammento sconosciuto: ${parsed.data.fragment}`, statusCode: 404 });
    try {
      return { status: 200, body: await render((await load()) as Fragment, parsed.data, cookie, shopper) };
    } catch (error) {
      renders.inc({ fragment: parsed.data.fragment, outcome: 'error' });
      logLine('error', 'render failed', { fragment: parsed.data.fragment, err: String((error as Error)?.stack ?? error) });
      return json(500, { message: 'Il frammento non è disponibile.', statusCode: 500 });
    }
  }

  return createServer((request, response) =>
    // One log line per request, with whatever its renders said (./log.ts).
    logRequest((finish) => {
      const started = performance.now();
      // Named by its path when it is one the renderer answers (a name or a label per URL would be unbounded).
      const route = request.url && ROUTES.has(request.url) ? request.url : undefined;
      trace.getActiveSpan()?.updateName(`${request.method} ${route ?? 'other'}`);
      const reply = ({ status, body, contentType = 'application/json; charset=utf-8' }: Answer) => {
        if (!response.headersSent) {
          response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
          response.end(body);
        }
        const ms = performance.now() - started;
        recordRequest(metrics, { method: request.method ?? 'GET', route, status, ms });
        finish({ method: request.method, url: request.url, status, ms: Math.round(ms) });
      };
      // Whatever else fails (a request cut off while its body is read) is answered and logged here: a
      // rejection nobody handles would end the renderer, and every render in flight with it.
      answer(request).then(reply, (error: Error) => {
        logLine('error', 'request failed', { url: request.url, err: error.message });
        reply(json(500, { message: 'Il frammento non è disponibile.', statusCode: 500 }));
      });
    }),
  );
}

/** What a renderer process reads from its environment (docs/deploy.md). */
export interface RendererConfig {
  apiUrl: string;
  port: number;
  host: string;
  tokens: string[];
  /** The browser build's fragments.json: FRAGMENTS_FILE, or the one a folder above the renderer's. */
  fragmentsFile: string;
  /** On SIGTERM, how long readiness fails before the listener closes: the time a balancer needs to notice. */
  drainDelayMs: number;
  /** Then how long renders in flight may take before their connections are cut. */
  drainTimeoutMs: number;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be an integer ≥ 0 (milliseconds), got "${raw}"`);
  return value;
}

/** `rendererDir` is the folder of the running renderer.js. A value that breaks a rule stops the renderer at start. */
export function readRendererConfig(env: NodeJS.ProcessEnv, rendererDir: string): RendererConfig {
  const token = readRenderToken('RENDER_TOKEN', env.RENDER_TOKEN);
  // Without it the renderer renders for anybody with whatever cookies they bring: a way round the API's limits per shopper.
  if (env.NODE_ENV === 'production' && token === null)
    throw new Error('RENDER_TOKEN is required when NODE_ENV=production: the renderer draws only for the edge, which sends the same secret');
  return {
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    port: Number(env.PORT ?? 0),
    host: env.HOST ?? '127.0.0.1',
    tokens: [token, readRenderToken('RENDER_TOKEN_PREVIOUS', env.RENDER_TOKEN_PREVIOUS)].filter((one): one is string => one !== null),
    fragmentsFile: path.resolve(env.FRAGMENTS_FILE || path.join(rendererDir, '..', 'fragments.json')),
    drainDelayMs: milliseconds(env, 'DRAIN_DELAY_MS', 0),
    drainTimeoutMs: milliseconds(env, 'DRAIN_TIMEOUT_MS', 10_000),
  };
}

/** Shutdown: readiness fails first so the balancer stops sending, then the listener closes and in-flight renders
 * finish; past `drainTimeoutMs` they are cut (`server.close()` alone waits for ever). Exits 1 when something was cut. */
export function drainOnShutdown(
  server: Server,
  {
    drainDelayMs,
    drainTimeoutMs,
    startDraining,
    exit = process.exit,
  }: Pick<RendererConfig, 'drainDelayMs' | 'drainTimeoutMs'> & { startDraining: () => void; exit?: (code: number) => void },
): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    startDraining();
    logLine('info', 'shutting down: readiness fails', { drainDelayMs });
    setTimeout(() => {
      let cutOff = false;
      const cut = setTimeout(() => {
        cutOff = true;
        logLine('error', 'renders still in flight after the drain timeout, connections closed', { drainTimeoutMs });
        server.closeAllConnections();
      }, drainTimeoutMs);
      // Node's close() also closes the keep-alive connections with nothing in flight.
      server.close(() => {
        clearTimeout(cut);
        // The last spans leave first (bounded: a collector that is down is not waited for).
        void flushTracing().then(() => exit(cutOff ? 1 : 0));
      });
    }, drainDelayMs);
  };
}

/** Starts a team's deployed renderer (`<version>/server/renderer.js`) from its environment and tells a parent its port. */
export function serveRenderer(expose: Expose, { pages = {}, forms = {} }: Pick<RendererOptions, 'pages' | 'forms'> = {}) {
  // Before the server exists, so its requests are traced (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
  startTracing('bottega-renderer');
  const config = readRendererConfig(process.env, path.dirname(process.argv[1] ?? '.'));
  // A renderer whose build wrote no readable fragments.json stops here, before it renders anything.
  const assets = fragmentsFileSchema.parse(JSON.parse(readFileSync(config.fragmentsFile, 'utf8')));
  let draining = false;
  const server = createRendererServer(expose, {
    apiUrl: config.apiUrl,
    assets,
    tokens: config.tokens,
    draining: () => draining,
    pages,
    forms,
    metrics: createProcessMetrics('renderer'),
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    logLine('info', 'renderer ready', { port });
    process.send?.({ type: 'ready', port });
  });
  const stop = drainOnShutdown(server, { ...config, startDraining: () => (draining = true) });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // A parent that went away (the host restarted) takes its renderers with it.
  process.once('disconnect', stop);
  return server;
}
