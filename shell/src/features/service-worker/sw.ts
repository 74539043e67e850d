/** The service worker (/sw.js), without imports since no Module Federation runtime exists there. Hashed files are
 * cache-first; pages, registry, manifests and /api go to the network, or a stale registry returns (docs/architecture.md §2.1). */

export const CACHE_NAME = 'bottega-assets-v1';
const CACHE_PREFIX = 'bottega-';
/** Old builds' files accumulate under new names; cache the newest few hundred. */
export const MAX_CACHED = 300;

export type RequestKind = 'asset' | 'navigation' | 'bypass';

const NEVER_CACHED = [/\/registry\.json$/, /\/mf-manifest\.json$/, /\/remoteEntry\.js$/, /\/sw\.js$/];
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?)$/i;

export function classify(url: URL, method: string, mode: string, ownOrigin: string): RequestKind {
  if (method !== 'GET' || !/^https?:$/.test(url.protocol)) return 'bypass';
  if (url.origin === ownOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return 'bypass';
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return 'bypass';
  if (mode === 'navigate') return 'navigation';
  if (url.pathname.includes('/chunks/') || HASHED_FILE.test(url.pathname)) return 'asset';
  return 'bypass';
}

export const OFFLINE_PAGE = `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sei offline — Bottega</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #faf7f2; color: #1c1a17;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; line-height: 1.5; }
  main { max-width: 28rem; padding: 2rem; text-align: center; }
  .brand { font-family: Georgia, 'Times New Roman', serif; font-size: 1.75rem; letter-spacing: 0.08em; margin: 0 0 2rem; }
  h1 { font-family: Georgia, 'Times New Roman', serif; font-weight: 400; font-size: 1.75rem; margin: 0 0 0.75rem; }
  p { color: #5f5a54; margin: 0 0 2rem; }
  a { display: inline-block; padding: 0.75rem 1.5rem; background: #1c1a17; color: #fff; text-decoration: none;
    text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.875rem; border-radius: 2px; }
  a:focus-visible { outline: 2px solid #1c1a17; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <p class="brand">BOTTEGA</p>
  <h1>Sei offline</h1>
  <p>Non riusciamo a raggiungere il negozio. Controlla la connessione a internet e riprova: il tuo carrello e la tua lista dei desideri ti aspettano.</p>
  <a href="">Riprova</a>
</main>
</body>
</html>`;

export const offlineResponse = () =>
  new Response(OFFLINE_PAGE, { status: 503, statusText: 'Offline', headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

/** Cross-origin chunks are fetched in CORS mode so the response can be checked before it is cached; without CORS
 * headers a remote still works, uncached. */
async function fetchForCache(request: Request, ownOrigin: string): Promise<Response> {
  if (new URL(request.url).origin === ownOrigin) return fetch(request);
  try {
    return await fetch(request.url, { mode: 'cors', credentials: 'omit' });
  } catch {
    return fetch(request);
  }
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_CACHED)).map((key) => cache.delete(key)));
}

export async function cacheFirst(request: Request, ownOrigin: string, keepAlive: (work: Promise<unknown>) => void): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request.url);
  if (cached) return cached;
  const response = await fetchForCache(request, ownOrigin);
  // Only complete, readable answers are cached: an error page under a hashed name would stick forever.
  if (response.status === 200 && (response.type === 'basic' || response.type === 'cors' || response.type === 'default')) {
    keepAlive(cache.put(request.url, response.clone()).then(() => trim(cache)));
  }
  return response;
}

export async function networkOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlineResponse();
  }
}

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: { origin: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener('install', (event) => {
  event.waitUntil(scope.skipWaiting());
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const ownOrigin = scope.location.origin;
  const kind = classify(new URL(request.url), request.method, request.mode, ownOrigin);
  if (kind === 'asset') event.respondWith(cacheFirst(request, ownOrigin, (work) => event.waitUntil(work)));
  else if (kind === 'navigation') event.respondWith(networkOrOffline(request));
});
