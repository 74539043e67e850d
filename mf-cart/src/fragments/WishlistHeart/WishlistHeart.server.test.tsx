/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { WISHLIST_COOKIE } from '@bottega/api-contract';
import { createRendererServer } from '@bottega/fragment-kit/server';
import { renderManyAnswerSchema } from '@bottega/fragment-kit/protocol';
import expose from '../../expose';

/** What each shopper has saved, by the wishlist cookie their browser sends. */
const SAVED: Record<string, string[]> = { anna: ['BT1'], bruno: ['BT5'] };

describe("a page's hearts as the cart team's renderer draws them", () => {
  const server = createRendererServer(expose, { apiUrl: 'http://api.test', assets: {} });
  const realFetch = globalThis.fetch;
  let base: string;
  let lookups: { cookie: string | null; skus: string[] }[];

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    lookups = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(base)) return realFetch(input, init);
      if (!url.endsWith('/wishlistItemsBySku')) return new Response(JSON.stringify({ message: `no fake for ${url}`, statusCode: 500 }), { status: 500 });
      const cookie = new Headers(init?.headers).get('cookie');
      const [skus] = JSON.parse(String(init?.body)) as [string[]];
      lookups.push({ cookie, skus });
      const shopper = cookie?.split('=')[1] ?? '';
      const entries = skus.filter((sku) => SAVED[shopper]?.includes(sku)).map((sku) => ({ sku, id: `${shopper}-${sku}`, qty: 1 }));
      return new Response(JSON.stringify({ data: entries }), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  /** One category page's hearts, asked as the edge asks: all of them in one render-many. */
  async function drawHearts(shopper: string, skus: string[]) {
    const requests = skus.map((sku, at) => ({
      fragment: 'WishlistHeart',
      props: { locale: 'it', market: 'it', basePath: '/it', params: { sku, name: `Prodotto ${sku}` }, query: '' },
      idPrefix: `h${at}-`,
    }));
    const response = await realFetch(`${base}/render-many`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${WISHLIST_COOKIE}=${shopper}` },
      body: JSON.stringify({ requests }),
    });
    const { answers } = renderManyAnswerSchema.parse(await response.json());
    return answers.map((answer) => /aria-pressed="true"/.test(answer?.html ?? ''));
  }

  it("asks the wishlist once per page with that shopper's cookie, and never mixes two shoppers drawn at once", async () => {
    const [anna, bruno] = await Promise.all([drawHearts('anna', ['BT1', 'BT2', 'BT3']), drawHearts('bruno', ['BT4', 'BT5'])]);
    expect(anna).toEqual([true, false, false]);
    expect(bruno).toEqual([false, true]);
    expect(lookups).toHaveLength(2);
    expect(lookups).toEqual(
      expect.arrayContaining([
        { cookie: 'wishlist=anna', skus: ['BT1', 'BT2', 'BT3'] },
        { cookie: 'wishlist=bruno', skus: ['BT4', 'BT5'] },
      ]),
    );
  });
});
