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

  test('home names its logo and the search results page, whose address answers with the results, out of the index', async ({ request }) => {
    const home = await (await request.get('/it')).text();
    const ld = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    // The Organization's logo is one of the icons the edge serves at its root.
    const logo = await request.get(new URL(ld.find((block) => block['@type'] === 'Organization').logo).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
    const template: string = ld.find((block) => block['@type'] === 'WebSite').potentialAction.target.urlTemplate;
    const results = await (await request.get(template.replace('{search_term_string}', 'maglione'))).text();
    expect(results).toContain('<title>Risultati per “maglione” | Bottega</title>');
    expect(results).toContain('<meta name="robots" content="noindex,follow">');
    expect(results).toMatch(/<a href="\/it\/p\/[^"]+"[^>]*>[^<]+<\/a>/);
  });

  test('the contact page has one address, and a page that is not there an Italian title', async ({ request }) => {
    const moved = await request.get('/it/contatti', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/it/contact-us');
    const contact = await (await request.get('/it/ContactUs')).text();
    expect(contact).toContain('<title>Contatti | Bottega</title>');
    expect(contact).toContain('<link rel="canonical" href="http://localhost:8080/it/contact-us">');
    const missing = await request.get('/it/pagina-che-non-esiste');
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<title>Pagina non trovata | Bottega</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
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
