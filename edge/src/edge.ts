import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import replyFrom from '@fastify/reply-from';
import { BODY_LIMIT_BYTES, KEEP_ALIVE_CLIENT_IDLE_MS, deadline, isGuestRequest, type ProxyTrust } from '@bottega/server-kit';
import type { RouteMatch } from '@bottega/shell/routes';
import { inlineHashes, renderIndexHtml } from './html';
import { NOT_FOUND, type PageOutcome, type ResolvePage } from './pages';
import { LOCALE_PREFIX, redirectFor } from './redirect';
import { forBrowser, remoteOrigins, rendererOrigins, type RegistrySource } from './registry';
import { contentSecurityPolicy, securityHeaders } from './security';
import { createApp } from './app';
import { PERSONAL, REVALIDATE } from './cache';
import { DEFAULT_BUDGETS, type RenderBudgets, type TagManager } from './config';
import { contextCookieHeaders, overrideCookieHeader } from './contextCookies';
import { manifestNames, servedRegistry } from './overrideCheck';
import { createFragmentSource } from './ssr/fragmentSource';
import { streamPage, type pageRendererLoader } from './ssr/streamPage';
import { markStartAtLoad, startAtLoad } from './start';
import { registerCompression, registerStatic } from './staticFiles';
import { createSitemap, robotsTxt } from './seo/sitemap';
import { registerConsent } from './consent';
import { registerForms } from './forms';
import { guardRedirect } from './guards';
import { BEACONS_PER_MINUTE, minuteLimiter, registerBeacon } from './beacon';
import { createEdgeMetrics, fragmentObserver, versionOf, type EdgeMetrics } from './metrics';
import { recordRequest } from '@bottega/telemetry/metrics';
import { CSP_REPORT_PATH } from '@bottega/shell/beacon';
import { activeTraceparent } from '@bottega/telemetry/tracing';
import { failedWith } from '@bottega/telemetry/logging';
import { trace } from '@opentelemetry/api';

export interface EdgeOptions {
  shellDist: string;
  registry: RegistrySource;
  apiUrl: string;
  matchRoute: (pathname: string) => RouteMatch | null;
  /** The page's status and head, from its team (pages.ts). */
  resolvePage: ResolvePage;
  formActionOrigins?: string[];
  /** Behind a load balancer: its hop count or addresses, whose X-Forwarded-* (client address, https) count. Off when the edge faces browsers. */
  trustProxy?: ProxyTrust | false;
  /** Production: pages tell browsers to use https only (HSTS). */
  hsts?: boolean;
  /** Production: the context cookies pages set are Secure. */
  secureCookies?: boolean;
  /** The captcha provider's origins, when the captcha is on. */
  captchaOrigins?: string[];
  /** The tag-manager container, when one is configured: pages name it and their CSP allows its origins. */
  tagManager?: TagManager | null;
  /** Server rendering (docs/adr/0011): the shell's page renderer; without it (SERVER_RENDERING=off) pages are rendered in the browser. */
  ssr?: { load: ReturnType<typeof pageRendererLoader>; renderToken?: string | null } | null;
  /** How long a page's slots wait for the teams' renderers (DEFAULT_BUDGETS when not set); `resolvePage` has its own. */
  budgets?: RenderBudgets;
  /** The shop's public origin, for robots.txt and the sitemap. */
  publicOrigin?: string;
  /** The sitemap files (seo/sitemap.ts); the edge builds its own from the API by default. */
  sitemap?: Pick<ReturnType<typeof createSitemap>, 'file'>;
  /** Addresses per sitemap file, past which a kind goes on in its next file. */
  sitemapUrlsPerFile?: number;
  /** True from SIGTERM on: readiness fails so the load balancer stops sending requests before the edge stops taking them. */
  draining?: () => boolean;
  /** The shell version's folder on the static origin, which pages link its files from; none: the edge serves them (SHELL_ASSETS_URL). */
  shellAssetsUrl?: string | null;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** The edge's metrics (metrics.ts), which main.ts serves on METRICS_PORT; tests read their own. */
  metrics?: EdgeMetrics;
  /** BEACON_SAMPLE_RATE: the share of pages whose browser reports Web Vitals and errors (0 to 1; 0: none). */
  beaconSampleRate?: number;
  /** RATE_LIMIT_SCALE: the per-address limits (beacons) times this; 1 in production. */
  rateLimitScale?: number;
}

/** The element the shell renders into: the server's HTML goes inside it. */
const ROOT_ELEMENT = '<div id="root">';

/** Files the edge server must answer itself rather than as plain static files: the template is only ever served with its CSP. */
const NOT_STATIC = new Set(['index.html']);

/**
 * The built index.html with its CSP hashes, re-read when the shell is rebuilt. The shell's files it links
 * are made absolute under `assetsBase`: the version's folder on the static origin, or the edge's root.
 */
function templateLoader(file: string, assetsBase: string) {
  let cached: { mtimeMs: number; html: string; hashes: ReturnType<typeof inlineHashes> } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    if (cached?.mtimeMs !== stat.mtimeMs) {
      const html = (await fs.readFile(file, 'utf8')).replace(/(<(?:script|link)\b[^>]*?\b(?:src|href)=")(?![a-z][a-z0-9+.-]*:|\/|#)/gi, `$1${assetsBase}`);
      cached = { mtimeMs: stat.mtimeMs, html, hashes: inlineHashes(html) };
    }
    return cached;
  };
}

const isAppPath = (pathname: string) => pathname === '/' || pathname === LOCALE_PREFIX || pathname.startsWith(`${LOCALE_PREFIX}/`);

/** `/api/dev/…` however it is spelled (`/api/%64ev/`, `/api/./dev/`, `/API/DEV/`); an undecodable path counts too. */
export function isDevelopmentPath(url: string): boolean {
  let pathname = url.split('?')[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^\/api\/dev(\/|$)/i.test(path.posix.normalize(pathname.replace(/\\/g, '/')));
}

/** What the API needs of a browser's request; anything else a client sends stops at the edge. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-length',
  'content-type',
  'cookie',
  'if-none-match',
  'origin',
  'referer',
  'transfer-encoding',
  'user-agent',
];

/** The headers forwarded to the API: the ones it needs, and the client as the edge saw it; a client's own `Host`, `X-Forwarded-*`, `Forwarded` or `X-Real-IP` never reaches it. */
export function forwardedHeaders(headers: Record<string, string | string[] | undefined>, seen: { apiHost: string; clientIp: string; protocol: string }) {
  const kept: Record<string, string | string[]> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return { ...kept, host: seen.apiHost, 'x-forwarded-for': seen.clientIp, 'x-forwarded-proto': seen.protocol };
}

export async function buildEdgeServer(options: EdgeOptions): Promise<FastifyInstance> {
  const {
    shellDist,
    registry,
    apiUrl,
    matchRoute,
    resolvePage,
    formActionOrigins = [],
    captchaOrigins = [],
    tagManager = null,
    ssr = null,
    budgets = DEFAULT_BUDGETS,
    trustProxy = false,
    hsts = false,
    secureCookies = false,
    publicOrigin = 'http://localhost:8080',
    shellAssetsUrl = null,
    draining = () => false,
    logger,
    beaconSampleRate = 0,
    rateLimitScale = 1,
  } = options;
  const metrics = options.metrics ?? createEdgeMetrics(registry, { nodeMetrics: false });
  const app = createApp(logger, { trustProxy, return503OnClosing: true });
  /** The route pattern a page was answered for; other requests count under the Fastify route that answered them. */
  const pageRoutes = new WeakMap<FastifyRequest, string>();
  app.addHook('onResponse', async (request, reply) => {
    recordRequest(metrics, { method: request.method, route: pageRoutes.get(request) ?? request.routeOptions.url, status: reply.statusCode, ms: reply.elapsedTime });
  });
  const sitemap = options.sitemap ?? createSitemap({ apiUrl, origin: publicOrigin, perFile: options.sitemapUrlsPerFile ?? 50_000, log: app.log });
  const loadTemplate = templateLoader(path.join(shellDist, 'index.html'), shellAssetsUrl ?? '/');
  const shellAssetsOrigin = shellAssetsUrl ? [new URL(shellAssetsUrl).origin] : [];
  const baseHeaders = securityHeaders(null, { hsts });
  const apiHost = new URL(apiUrl).host;
  const nameOfManifest = manifestNames();

  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(baseHeaders)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });

  await registerCompression(app);

  // The API on the same origin: cookies (the HttpOnly customer token) flow both ways unchanged.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addHook('onRequest', async (request, reply) => {
      // The API's development routes (the mail outbox) are for the developer's own machine only.
      if (isDevelopmentPath(request.url)) return reply.code(404).type('application/json').send({ message: 'Risorsa non trovata.', statusCode: 404 });
      // A body the API would refuse is refused here, before the edge streams any of it.
      if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
        return reply.code(413).type('application/json').send({ message: 'La richiesta è troppo grande.', statusCode: 413 });
      }
    });
    // Bodies go to the API as they came (JSON, the payment provider's form posts), unparsed.
    api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // Its own lines per request are off: the request's one line is logRequests' (docs/operations.md, "Logs").
    await api.register(replyFrom, {
      base: apiUrl,
      disableRequestLogging: true,
      http: { requestOptions: { timeout: 30_000 }, agentOptions: { timeout: KEEP_ALIVE_CLIENT_IDLE_MS } },
    });
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      // reply-from may report one refused connection twice: the shopper gets one answer, the log one line.
      let told = false;
      return reply.from(request.url, {
        rewriteRequestHeaders: (_req, headers) => forwardedHeaders(headers, { apiHost, clientIp: request.ip, protocol: request.protocol }),
        onError: (errorReply, { error }) => {
          if (told) return;
          told = true;
          failedWith(request, error);
          errorReply.code(502).type('application/json').send({ message: 'Il servizio non è al momento disponibile, riprova tra poco.', statusCode: 502 });
        },
      });
    };
    api.all('/api', forward);
    api.all('/api/*', forward);
  });

  await registerConsent(app, { publicOrigin });
  await registerForms(app, { publicOrigin, registry, nameOfManifest, renderToken: ssr?.renderToken ?? null });
  // Where the shell's own files come from, and their version: the folder SHELL_ASSETS_URL names (`…/shell/1.4.0/`).
  const shell = shellAssetsUrl
    ? { origin: new URL(shellAssetsUrl).origin, version: versionOf({ entry: new URL('index.html', shellAssetsUrl).href }) }
    : { origin: publicOrigin, version: 'local' };
  await registerBeacon(app, { metrics, registry, matchRoute, shell, allow: minuteLimiter(BEACONS_PER_MINUTE * rateLimitScale) });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(publicOrigin);
  });

  const serveSitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await sitemap.file(request.url.split('?')[0]);
    if (file === 'unknown') return reply.code(404).type('text/plain; charset=utf-8').send('Risorsa non trovata.');
    if (file === 'unavailable')
      return reply.code(503).header('retry-after', '60').type('text/plain; charset=utf-8').send('La mappa del sito non è disponibile al momento, riprova tra poco.');
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(file.xml);
  };
  app.get('/sitemap.xml', serveSitemap);
  app.get('/sitemap-:file.xml', serveSitemap);

  // Liveness and readiness, for the load balancer and the platform's probes (docs/deploy.md, "Health").
  app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get('/health/ready', async (_request, reply) => {
    await registry.get();
    const checks = { shell: (await loadTemplate()) ? 'ok' : 'not built', registry: registry.status() };
    const status = draining() ? 'draining' : checks.shell === 'ok' && checks.registry.ready ? 'ready' : 'unready';
    return reply
      .code(status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status, checks });
  });

  app.get('/registry.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return forBrowser(await registry.get());
  });

  registerStatic(app, { root: shellDist, refuse: (file) => NOT_STATIC.has(file) });

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('application/json').send({ message: 'Risorsa non trovata.', statusCode: 404 });
    }
    const location = redirectFor(request.url, matchRoute);
    if (location) return reply.redirect(location, 301);

    const url = new URL(request.url, 'http://edge.invalid');
    if (!isAppPath(url.pathname) && !matchRoute(url.pathname)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Risorsa non trovata.');
    }
    const template = await loadTemplate();
    if (!template) {
      request.log.error({ file: path.join(shellDist, 'index.html') }, 'shell not built');
      return reply.code(503).type('text/plain; charset=utf-8').send('Il negozio è in aggiornamento, riprova tra qualche istante.');
    }
    // Testers' overrides: resolved here for the server render and the browser alike, kept in a cookie.
    const published = await registry.get();
    const { stored: storedOverrides, overrides, current } = await servedRegistry(published, url.search, request.headers.cookie, nameOfManifest);
    const match = matchRoute(url.pathname);
    if (match) pageRoutes.set(request, match.route.path);
    // The page's span is named by the shop's route (`GET /it/p/:productId`), never by its URL.
    const route = match?.route.path ?? 'page';
    trace.getActiveSpan()?.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
    const guarded = match && guardRedirect(match, url.pathname, request.headers.cookie, (message, detail) => request.log.debug(detail, message));
    // Where a guard sends the shopper depends on their session: no cache keeps that answer.
    if (guarded) return reply.header('cache-control', PERSONAL).redirect(guarded, 302);
    const outcome: PageOutcome = match ? await resolvePage(match, url, current, rendererOrigins(published)) : NOT_FOUND;
    if ('location' in outcome) return reply.redirect(outcome.location, outcome.status);
    const render = ssr?.load() ?? null;
    // A new one for each page, so no other page's markup could carry a style this page allows.
    const styleNonce = randomBytes(16).toString('base64');
    const csp = contentSecurityPolicy({
      remoteOrigins: [...shellAssetsOrigin, ...remoteOrigins(current)],
      inlineScriptHashes: template.hashes.scripts,
      inlineStyleHashes: template.hashes.styles,
      styleNonce: render ? styleNonce : undefined,
      formActionOrigins,
      captchaOrigins,
      tagManagerOrigins: tagManager?.origins,
      reportPath: CSP_REPORT_PATH,
    });
    const cookies = contextCookieHeaders(url.pathname, request.headers.cookie, { secure: secureCookies });
    if (JSON.stringify(overrides.active) !== JSON.stringify(storedOverrides)) cookies.push(overrideCookieHeader(overrides.active, { secure: secureCookies }));
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const startsAtLoad = startAtLoad({
      serverRendered: render !== null && template.html.includes(ROOT_ELEMENT),
      overrides,
      search: url.search,
      route: match?.route,
      cookie: request.headers.cookie,
    });
    const indexHtml = renderIndexHtml(template.html, {
      registry: forBrowser(current),
      // A page that waits for intent fetches no remote's code at load (docs/adr/0037).
      preloadRemotes: match && startsAtLoad ? [match.route.screen.remote] : [],
      head: outcome.head,
      tagManagerUrl: tagManager?.containerUrl,
      overrides,
      beaconSampleRate,
      traceparent: activeTraceparent(),
    });
    const html = startsAtLoad ? markStartAtLoad(indexHtml) : indexHtml;
    // A page rendered for a shopper or a tester's versions is theirs alone; only a guest's page may be cached.
    const personal = !isGuestRequest(request.headers.cookie) || Object.keys(overrides.active).length > 0;
    reply
      .code(outcome.status)
      .headers(securityHeaders(csp, { hsts, reportPath: CSP_REPORT_PATH }))
      .header('cache-control', personal ? PERSONAL : REVALIDATE)
      .type('text/html; charset=utf-8');
    const root = html.indexOf(ROOT_ELEMENT);
    if (!render || root === -1 || request.method === 'HEAD') return reply.send(html);
    const at = root + ROOT_ELEMENT.length;
    const fragments = createFragmentSource({
      registry: current,
      cookie: request.headers.cookie,
      budgetMs: budgets.slotMs,
      limit: deadline(budgets.pageMs),
      renderToken: ssr!.renderToken ? { token: ssr!.renderToken, origins: rendererOrigins(published) } : null,
      log: request.log,
      observe: fragmentObserver(metrics, published, current),
    });
    return reply.send(
      streamPage({ render, before: html.slice(0, at), after: html.slice(at), url: request.url, fragments, cookie: request.headers.cookie, styleNonce, log: request.log }),
    );
  };
  app.setNotFoundHandler(servePage);

  return app;
}
