import Fastify, { type FastifyInstance } from 'fastify';
import { registerForms } from './forms';
import type { ServerRegistry } from './registry';
import { listen, request } from './testHttp';

const SHOP = 'shop.example';
const PUBLIC = `https://${SHOP}`;
const CART_ENTRY = 'https://cdn.test/mf-cart/1.0.0/mf-manifest.json';
const TESTER_ENTRY = 'https://tester.test/mf-cart/2.0.0-rc/mf-manifest.json';
const registry: ServerRegistry = { remotes: { mf_cart: { entry: CART_ENTRY } }, overrideOrigins: ['https://tester.test'] };

/** What the team's renderer was asked, and how it answers. */
let asked: Array<{ url: string; body: unknown; cookie: string | null; authorization: string | null }>;
let answer: () => Promise<Response>;
const team =
  (location: string, cookies: string[] = []) =>
  async () =>
    new Response(JSON.stringify({ location, cookies }), { status: 200 });

describe('POST /forms/<remote>/<action>: a shopper’s form, handed to the team that owns it', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await registerForms(app, {
      publicOrigin: PUBLIC,
      registry: { get: async () => registry, status: () => ({ ready: true }) as never, close: async () => {} },
      nameOfManifest: async () => 'mf_cart',
      renderToken: 'a-render-token-of-at-least-32-characters',
      budgetMs: 200,
      fetch: async (url, init) => {
        const headers = new Headers(init?.headers);
        asked.push({ url: String(url), body: JSON.parse(String(init?.body)), cookie: headers.get('cookie'), authorization: headers.get('authorization') });
        return answer();
      },
    });
    base = await listen(app);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    asked = [];
    answer = team('/it/p/1?esito=add-to-cart.added.MG-01', ['cart=c1; Path=/; SameSite=Lax', 'bottega_mf_overrides=x; Path=/']);
  });

  const post = async (body: string, headers: Record<string, string | undefined> = {}, path = '/forms/mf_cart/add-to-cart') => {
    const sent = Object.entries({
      host: SHOP,
      origin: `http://${SHOP}`,
      referer: `http://${SHOP}/it/p/1?color=rosso`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const got = await request(base, path, { method: 'POST', body, headers: Object.fromEntries(sent) });
    return { status: got.status, location: got.headers.location, cookies: got.headers['set-cookie'] ?? [], cache: got.headers['cache-control'], text: got.text() };
  };

  it("asks the team's renderer with the form, the page and the shopper's own cookies, and passes its 303 and cookies back", async () => {
    const got = await post('sku=MG-01&key=k1&sku=second', { cookie: 'cart=c0; consent=%7B%7D; market=it' });
    expect(got).toMatchObject({ status: 303, location: '/it/p/1?esito=add-to-cart.added.MG-01', cache: 'no-store' });
    // A cookie the shopper's own API calls did not set (the testers' overrides) never passes.
    expect(got.cookies).toEqual(['cart=c1; Path=/; SameSite=Lax']);
    expect(asked).toEqual([
      {
        url: 'https://cdn.test/mf-cart/1.0.0/form',
        body: { action: 'add-to-cart', fields: { sku: 'MG-01', key: 'k1' }, page: '/it/p/1?color=rosso' },
        cookie: 'cart=c0; market=it',
        authorization: 'Bearer a-render-token-of-at-least-32-characters',
      },
    ]);
  });

  it("asks the version a tester's override names, without the token", async () => {
    await post('sku=MG-01', { cookie: `bottega_mf_overrides=${encodeURIComponent(JSON.stringify({ mf_cart: TESTER_ENTRY }))}` });
    expect(asked[0]).toMatchObject({ url: 'https://tester.test/mf-cart/2.0.0-rc/form', authorization: null });
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['no Origin at all', { origin: undefined }],
    ['a sibling site under our Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a post from %s in Italian, without asking the team', async (_case, headers) => {
    const got = await post('sku=MG-01', headers);
    expect(got.status).toBe(403);
    expect(got.text).toMatch(/non arriva da una pagina di Bottega/);
    expect(asked).toEqual([]);
  });

  it('goes back to the page the form came from, kept under /it, whatever the Referer says', async () => {
    await post('sku=MG-01', { referer: 'https://evil.example/it/p/1' });
    await post('sku=MG-01', { referer: `http://${SHOP}/privacy` });
    await post('sku=MG-01', { referer: undefined });
    expect(asked.map(({ body }) => (body as { page: string }).page)).toEqual(['/it', '/it', '/it']);
  });

  it('keeps a team from sending the shopper off the shop', async () => {
    answer = team('//evil.example/it');
    expect((await post('sku=MG-01')).location).toBe('/it/p/1?color=rosso&esito=add-to-cart.unavailable');
    answer = team('/privacy');
    expect((await post('sku=MG-01')).location).toBe('/it/p/1?color=rosso&esito=add-to-cart.unavailable');
  });

  it('tells the shopper on their page when the team cannot answer: refused, malformed, unknown remote, or too late to know', async () => {
    answer = async () => new Response('{}', { status: 500 });
    expect((await post('sku=MG-01')).location).toBe('/it/p/1?color=rosso&esito=add-to-cart.unavailable');
    answer = async () => new Response('not json', { status: 200 });
    expect((await post('sku=MG-01')).location).toBe('/it/p/1?color=rosso&esito=add-to-cart.unavailable');
    expect((await post('sku=MG-01', {}, '/forms/mf_nobody/add-to-cart')).location).toBe('/it/p/1?color=rosso&esito=add-to-cart.unavailable');
    answer = () => new Promise(() => {});
    expect((await post('sku=MG-01')).location).toBe('/it/p/1?color=rosso&esito=add-to-cart.late');
  });

  it('caps the body and refuses what is not a form, in Italian, never with a 500', async () => {
    expect((await post(`sku=${'x'.repeat(9000)}`)).status).toBe(413);
    expect((await post('{"sku":"MG-01"}', { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post(Array.from({ length: 40 }, (_, i) => `f${i}=1`).join('&'))).status).toBe(400);
    expect((await post('sku=MG-01', {}, '/forms/mf_cart/..%2Fpage')).status).toBe(400);
    expect(asked).toEqual([]);
  });
});
