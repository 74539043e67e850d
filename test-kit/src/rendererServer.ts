// A team's renderer server as its tests reach it: on a free loopback port, with the storefront API
// it calls answered by the test.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a test answers the renderer's calls to the storefront API: the URL asked and its request. */
export type FakeApi = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Listens with `server` for the enclosing describe block's tests; the renderer's own fetches go to `api`. */
export function rendererUnderTest(server: Server, api: FakeApi) {
  const realFetch = globalThis.fetch;
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith(base) ? realFetch(input, init) : api(String(input), init)) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  return {
    /** A request as the edge sends it: JSON (a string body goes as it is), with these headers. */
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      realFetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    get: (path: string) => realFetch(`${base}/${path}`),
  };
}
