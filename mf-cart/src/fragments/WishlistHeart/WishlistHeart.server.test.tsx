/** @jest-environment node */
import { WISHLIST_COOKIE } from '@bottega/api-contract';
import { createRendererServer } from '@bottega/fragment-kit/server';
import { renderManyAnswerSchema } from '@bottega/fragment-kit/protocol';
import { rendererUnderTest } from '@bottega/test-kit/rendererServer';
import expose from '../../expose';

/** What each shopper has saved, by the wishlist cookie their browser sends. */
const SAVED: Record<string, string[]> = { anna: ['BT1'], bruno: ['BT5'] };

describe("a page's hearts as the cart team's renderer draws them", () => {
  let lookups: { cookie: string | null; skus: string[] }[];
  const renderer = rendererUnderTest(createRendererServer(expose, { apiUrl: 'http://api.test', assets: {} }), (url, init) => {
    if (!url.endsWith('/wishlistItemsBySku')) return new Response(JSON.stringify({ message: `no fake for ${url}`, statusCode: 500 }), { status: 500 });
    const cookie = new Headers(init?.headers).get('cookie');
    const [skus] = JSON.parse(String(init?.body)) as [string[]];
    lookups.push({ cookie, skus });
    const shopper = cookie?.split('=')[1] ?? '';
    const entries = skus.filter((sku) => SAVED[shopper]?.includes(sku)).map((sku) => ({ sku, id: `${shopper}-${sku}`, qty: 1 }));
    return new Response(JSON.stringify({ data: entries }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  beforeEach(() => {
    lookups = [];
  });

  /** One category page's hearts, asked as the edge asks: all of them in one render-many. */
  async function drawHearts(shopper: string, skus: string[]) {
    const requests = skus.map((sku, at) => ({
      fragment: 'WishlistHeart',
      props: { locale: 'it', market: 'it', basePath: '/it', params: { sku, name: `Prodotto ${sku}` }, query: '' },
      idPrefix: `h${at}-`,
    }));
    const response = await renderer.post('render-many', { requests }, { cookie: `${WISHLIST_COOKIE}=${shopper}` });
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
