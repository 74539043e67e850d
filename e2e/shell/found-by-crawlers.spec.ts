import { test, expect, api } from '../support/shop';

// What a crawler or a link preview reads without running a line of the shop's JavaScript.
test.describe('what a crawler finds', () => {
  test('a product page names the product, its price and availability in the HTML', async ({ request }) => {
    const { items } = await api<{ items: Array<{ uid: string; name: string }> }>(request, 'commerce', 'products', [{ pageSize: 1 }]);
    const product = items[0];
    const html = await (await request.get(`/it/p/${product.uid}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain('| Bottega');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:8080/it/p/${product.uid}">`);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    // A product with sizes and colours is a ProductGroup whose variants carry the offers (merchant listings).
    const data = ld.find((block) => block['@type'] === 'Product' || block['@type'] === 'ProductGroup');
    expect(data).toMatchObject({ name: product.name });
    const offers = data['@type'] === 'Product' ? [data.offers] : data.hasVariant.map((variant: { offers: unknown }) => variant.offers);
    for (const offer of offers) expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', itemCondition: 'https://schema.org/NewCondition' });
  });

  test('a filtered listing is not indexed, but its links are followed, and names itself as its canonical', async ({ request }) => {
    const html = await (await request.get('/it/c/uomo?sort=price_asc')).text();
    expect(html).toContain('<meta name="robots" content="noindex,follow">');
    // noindex with a canonical to another address would tell crawlers two different things (issue 33).
    expect(html).toContain('<link rel="canonical" href="http://localhost:8080/it/c/uomo?sort=price_asc">');
  });

  test('robots.txt points to a sitemap index whose files list the shop’s pages, hidden categories aside', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toContain('application/xml');
    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const pages: string[] = [];
    for (const file of locsOf(await index.text())) pages.push(...locsOf(await (await request.get(new URL(file).pathname)).text()));
    expect(pages).toEqual(expect.arrayContaining(['http://localhost:8080/it/c/uomo', 'http://localhost:8080/privacy']));
    expect(pages).not.toContain('http://localhost:8080/it/c/outlet-interno');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(100);
  });
});
