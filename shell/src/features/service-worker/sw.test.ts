/**
 * @jest-environment node
 */
type Listener = (event: unknown) => void;

class FakeCache {
  entries = new Map<string, Response>();
  async match(url: string) {
    return this.entries.get(url)?.clone();
  }
  async put(url: string, response: Response) {
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async keys() {
    return [...this.entries.keys()];
  }
  async delete(url: string) {
    return this.entries.delete(url);
  }
}

const ORIGIN = 'https://bottega.example';
const listeners: Record<string, Listener> = {};
const cacheStore = new Map<string, FakeCache>();
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

Object.assign(globalThis, {
  self: {
    location: { origin: ORIGIN },
    skipWaiting: jest.fn(() => Promise.resolve()),
    clients: { claim: jest.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  },
  caches: {
    open: async (name: string) => cacheStore.get(name) ?? cacheStore.set(name, new FakeCache()).get(name),
    keys: async () => [...cacheStore.keys()],
    delete: async (name: string) => cacheStore.delete(name),
  },
  fetch: fetchMock,
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- required, not imported, so that it loads after the fake worker scope above
const sw = require('./sw') as typeof import('./sw');

/** What the page would get for a request: the worker's answer, or null when it lets it through. */
async function dispatchFetch(url: string, { mode = 'no-cors', method = 'GET' } = {}): Promise<Response | null> {
  let answer = null as Promise<Response> | null;
  const background: Promise<unknown>[] = [];
  const request = { url, method, mode } as Request;
  listeners.fetch({ request, respondWith: (response: Promise<Response>) => (answer = response), waitUntil: (work: Promise<unknown>) => background.push(work) });
  const response = answer ? await answer : null;
  await Promise.all(background);
  return response;
}

const ok = (body: string, type: ResponseType = 'basic') => Object.defineProperty(new Response(body, { status: 200 }), 'type', { value: type });

describe('the service worker', () => {
  beforeEach(() => {
    cacheStore.clear();
    fetchMock.mockReset();
  });

  describe('classify', () => {
    const kind = (url: string, mode = 'no-cors', method = 'GET') => sw.classify(new URL(url), method, mode, ORIGIN);

    it('caches hashed files of the shell and of every remote', () => {
      expect(kind(`${ORIGIN}/chunks/vendors.3f2a9c1d0e.js`)).toBe('asset');
      expect(kind(`${ORIGIN}/main.0123456789.js`)).toBe('asset');
      expect(kind('http://localhost:8081/1.0.0/chunks/src_fragments_ProductPage.ab12cd34ef.js')).toBe('asset');
      expect(kind(`${ORIGIN}/.cdn/mf-cart/2.0.0/chunks/CartSidebar.ab12cd34ef.css`)).toBe('asset');
    });

    it('never touches the registry, manifests, remote entries, the API or the worker itself', () => {
      for (const url of [
        `${ORIGIN}/registry.json`,
        'http://localhost:8082/1.0.0/mf-manifest.json',
        'http://localhost:8082/1.0.0/remoteEntry.js',
        `${ORIGIN}/api/commerce/products`,
        `${ORIGIN}/sw.js`,
      ]) {
        expect([url, kind(url)]).toEqual([url, 'bypass']);
      }
      expect(kind(`${ORIGIN}/registry.json`, 'navigate')).toBe('bypass');
    });

    it('sends pages to the network and leaves unhashed files and other methods alone', () => {
      expect(kind(`${ORIGIN}/it/c/uomo`, 'navigate')).toBe('navigation');
      expect(kind(`${ORIGIN}/favicon.ico`)).toBe('bypass');
      expect(kind(`${ORIGIN}/chunks/a.0123456789.js`, 'no-cors', 'POST')).toBe('bypass');
    });
  });

  it('serves a hashed chunk from the cache after the first load', async () => {
    const url = `${ORIGIN}/chunks/app.0123456789.js`;
    fetchMock.mockResolvedValueOnce(ok('console.log(1)'));
    expect(await (await dispatchFetch(url))!.text()).toBe('console.log(1)');
    expect(await (await dispatchFetch(url))!.text()).toBe('console.log(1)');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches a remote’s chunk in CORS mode so that it can be cached', async () => {
    const url = 'http://localhost:8081/1.0.0/chunks/x.0123456789.js';
    fetchMock.mockResolvedValueOnce(ok('remote', 'cors'));
    await dispatchFetch(url);
    expect(fetchMock).toHaveBeenCalledWith(url, { mode: 'cors', credentials: 'omit' });
    expect(await cacheStore.get(sw.CACHE_NAME)!.match(url)).toBeDefined();
  });

  it('does not keep an error answer under a hashed name', async () => {
    const url = `${ORIGIN}/chunks/gone.0123456789.js`;
    fetchMock.mockResolvedValue(new Response('not found', { status: 404 }));
    expect((await dispatchFetch(url))!.status).toBe(404);
    expect(await cacheStore.get(sw.CACHE_NAME)!.match(url)).toBeUndefined();
  });

  it('keeps at most a few hundred files', async () => {
    fetchMock.mockImplementation(async () => ok('x'));
    for (let index = 0; index < sw.MAX_CACHED + 5; index += 1) await dispatchFetch(`${ORIGIN}/chunks/c${index}.0123456789.js`);
    const keys = await cacheStore.get(sw.CACHE_NAME)!.keys();
    expect(keys).toHaveLength(sw.MAX_CACHED);
    expect(keys[0]).toBe(`${ORIGIN}/chunks/c5.0123456789.js`);
  });

  it('answers a page from the network when online, never from the cache', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>registry v2</html>', { status: 200 }));
    const response = await dispatchFetch(`${ORIGIN}/it`, { mode: 'navigate' });
    expect(await response!.text()).toBe('<html>registry v2</html>');
    expect(cacheStore.get(sw.CACHE_NAME)).toBeUndefined();
  });

  it('shows the Italian offline page when a page cannot be reached', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const response = await dispatchFetch(`${ORIGIN}/it/p/maglione`, { mode: 'navigate' });
    expect(response!.status).toBe(503);
    const html = await response!.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Sei offline');
  });

  it('lets the registry through untouched', async () => {
    expect(await dispatchFetch(`${ORIGIN}/registry.json`, { mode: 'cors' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops the caches of older workers when a new one activates', async () => {
    cacheStore.set('bottega-assets-v0', new FakeCache());
    cacheStore.set('someone-else', new FakeCache());
    cacheStore.set(sw.CACHE_NAME, new FakeCache());
    let work: Promise<unknown> = Promise.resolve();
    listeners.activate({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
    expect([...cacheStore.keys()].sort()).toEqual([sw.CACHE_NAME, 'someone-else'].sort());
  });
});
