import { OPEN_REDIRECT_TRICKS, staysOnShop } from '@bottega/tooling/testing/openRedirectTricks';
import { matchRoute } from '@bottega/shell/src/routes/table';
import { createPageResolver, localisedRedirect, lookupUrl, NOT_FOUND } from './pages';

/** An answer of the fake API; 'silent': a call that never settles, even when told to abort. */
type Answer = { status: number; body?: unknown } | Error | 'silent';

const PRODUCT = {
  uid: 'MTIz',
  sku: 'BT100',
  merchant_sku: 'FR-100',
  name: 'Maglione girocollo',
  brand: 'Filati Rossi',
  description: '<p>Lana merino.</p>',
  stock_status: 'IN_STOCK',
  price_range: { minimum_price: { final_price: { value: 79.9, currency: 'EUR' }, regular_price: { value: 79.9, currency: 'EUR' } } },
  thumbnail: { url: '/api/media/p/1.svg', label: '' },
  media_gallery: [{ url: '/api/media/p/1.svg', label: '' }],
  categories: [{ uid: 'Mg', name: 'Maglioni', url_path: 'uomo/maglioni' }],
  configurable_options: [],
  variants: [],
};
const CATEGORY = {
  uid: 'Mg',
  name: 'Maglioni',
  url_key: 'maglioni',
  url_path: 'uomo/maglioni',
  parent_uid: 'MQ',
  product_count: 40,
  breadcrumbs: [{ uid: 'MQ', name: 'Uomo', url_path: 'uomo' }],
  children: [],
};

/**
 * A fake API: records each call and answers per method; the catalog's and the content's versions
 * answer `versions` (a test changes them, or makes one null: unreadable), and are not recorded.
 */
function fakeApi(answers: Record<string, Answer>) {
  const calls: Array<{ method: string; args: unknown }> = [];
  const versions: Record<string, number | null> = { catalogVersion: 1, contentVersion: 1 };
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const method = url.split('/').pop() as string;
    if (method in versions) return versions[method] === null ? new Response('{}', { status: 503 }) : Response.json({ data: { version: versions[method] } });
    calls.push({ method, args: JSON.parse(init.body as string) });
    const answer = answers[method];
    if (answer === 'silent') return new Promise<Response>(() => undefined);
    if (!answer || answer instanceof Error) throw answer ?? new Error('ECONNREFUSED');
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const warnings: string[] = [];
  const resolve = createPageResolver({
    origin: 'https://shop.example',
    apiUrl: 'http://api.test',
    versionMs: 0,
    timeoutMs: 200,
    fetch: fetchImpl,
    log: { warn: (_o, msg) => void warnings.push(msg) },
  });
  const page = (href: string) => {
    const url = new URL(href, 'http://shop.test');
    const match = matchRoute(url.pathname);
    if (!match) throw new Error(`no route for ${href}`);
    return resolve(match, url);
  };
  return { page, calls, warnings, versions };
}

describe('the home page', () => {
  const organization = (outcome: Awaited<ReturnType<ReturnType<typeof fakeApi>['page']>>) =>
    ('head' in outcome ? outcome.head?.jsonLd : [])?.find((data) => (data as { '@type': string })['@type'] === 'Organization');
  const block = (identifier: string, fields: object) => ({ identifier, title: '', content: '', image: null, text: null, links: [], social: [], contact: null, ...fields });

  it('names the shop with its logo, the footer’s social profiles and its customer service', async () => {
    const social = [{ image: '/api/media/social/instagram.svg', alt: 'Instagram', width: 32, height: 32, url: 'https://www.instagram.com/bottega.example' }];
    const api = fakeApi({
      cmsBlocks: {
        status: 200,
        body: {
          data: { items: [block('footer-social-it', { social }), block('footer-address-it', { contact: { email: 'assistenza@bottega.example', phone: '+39 02 1234 5678' } })] },
        },
      },
    });
    expect(organization(await api.page('/it'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Bottega',
      url: 'https://shop.example/it',
      logo: 'https://shop.example/icon-512.png',
      sameAs: ['https://www.instagram.com/bottega.example'],
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: 'assistenza@bottega.example', telephone: '+39 02 1234 5678', availableLanguage: 'it' },
    });
    expect(api.calls).toEqual([{ method: 'cmsBlocks', args: [{ identifiers: ['footer-social-it', 'footer-address-it'] }] }]);
  });

  it('names the shop without profiles or contact when the API cannot give the footer', async () => {
    const outcome = await fakeApi({ cmsBlocks: new Error('ECONNREFUSED') }).page('/it');
    expect(outcome.status).toBe(200);
    const data = organization(outcome);
    expect(data).toMatchObject({ '@type': 'Organization', logo: 'https://shop.example/icon-512.png' });
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('contactPoint');
  });
});

describe('the search results page and the contact page', () => {
  it('names the term searched, follows the results but keeps them out of the index, and asks the API nothing', async () => {
    const api = fakeApi({});
    const outcome = await api.page('/it/search?term=%20maglione%20%3C/title%3E&page=2');
    expect(outcome).toMatchObject({
      status: 200,
      head: { title: 'Risultati per “maglione </title>” | Bottega', robots: 'noindex,follow', canonical: 'https://shop.example/it/search?term=maglione+%3C%2Ftitle%3E' },
    });
    expect(api.calls).toEqual([]);
    await expect(api.page('/it/search')).resolves.toMatchObject({ head: { title: 'Cerca nel negozio | Bottega', canonical: 'https://shop.example/it/search' } });
  });

  it('gives /it/contact-us and /it/ContactUs the CMS contact page as head, with one canonical, and stays 200 without it', async () => {
    const api = fakeApi({
      cmsPage: {
        status: 200,
        body: { data: { identifier: 'contact-us', url_key: 'contact-us', title: 'Contatti', content: '<p>Testo</p>', meta_description: 'Come contattarci.' } },
      },
    });
    for (const path of ['/it/contact-us', '/it/ContactUs'])
      await expect(api.page(path)).resolves.toMatchObject({ status: 200, head: { title: 'Contatti | Bottega', canonical: 'https://shop.example/it/contact-us' } });
    expect(api.calls).toContainEqual({ method: 'cmsPage', args: [{ identifier: 'contact-us' }] });
    await expect(fakeApi({ cmsPage: { status: 404, body: { message: 'Pagina non trovata', statusCode: 404 } } }).page('/it/contact-us')).resolves.toEqual({ status: 200 });
  });

  it('titles a page that is not there in Italian and keeps it out of the index', () => {
    expect(NOT_FOUND).toMatchObject({ status: 404, head: { title: 'Pagina non trovata | Bottega', robots: 'noindex' } });
    expect(NOT_FOUND).not.toHaveProperty('head.canonical');
  });
});

describe('status of catch-all pages', () => {
  it('is 404 when the route resolver knows nothing of the path', async () => {
    const api = fakeApi({ route: { status: 200, body: { data: null } } });
    await expect(api.page('/it/pagina-inesistente')).resolves.toEqual(NOT_FOUND);
    expect(api.calls).toEqual([{ method: 'route', args: [{ url: 'pagina-inesistente' }] }]);
  });

  it('is 200 for a product, category or CMS page the resolver finds, with that page’s head', async () => {
    const product = fakeApi({
      route: { status: 200, body: { data: { type: 'PRODUCT', uid: 'MTIz', url_key: 'camicia', relative_url: 'camicia.html' } } },
      productDetail: { status: 200, body: { data: PRODUCT } },
    });
    await expect(product.page('/it/camicia')).resolves.toMatchObject({ status: 200, head: { ogType: 'product' } });
    // The API could not tell more: the page is still served, without a head of its own.
    await expect(
      fakeApi({ route: { status: 200, body: { data: { type: 'CMS_PAGE', identifier: 'chi-siamo', url_key: 'chi-siamo', relative_url: 'chi-siamo' } } } }).page('/it/chi-siamo'),
    ).resolves.toEqual({ status: 200 });
  });

  it("answers the resolver's redirects itself, localised and keeping the query", async () => {
    const api = fakeApi({ route: { status: 200, body: { data: { type: 'REDIRECT', redirect_code: 301, relative_url: 'uomo/camicie' } } } });
    await expect(api.page('/it/vecchie-camicie?colore=blu')).resolves.toEqual({ status: 301, location: '/it/uomo/camicie?colore=blu' });
  });

  it('is 200, letting the client decide, when the API is down, slow or confused', async () => {
    for (const answer of [new Error('ECONNREFUSED'), 'silent', { status: 500, body: { message: 'boom', statusCode: 500 } }, { status: 200, body: 'not json at all' }]) {
      const api = fakeApi({ route: answer as Answer });
      await expect(api.page('/it/qualcosa')).resolves.toEqual({ status: 200 });
      expect(api.warnings).toHaveLength(1);
    }
  });
});

describe('status of product and category pages', () => {
  it('is 404 for a product id the API does not know, on both spellings', async () => {
    const api = fakeApi({ productDetail: { status: 404, body: { message: 'Prodotto non trovato', statusCode: 404 } } });
    await expect(api.page('/it/p/ZZZ')).resolves.toEqual(NOT_FOUND);
    await expect(api.page('/it/Product?id=YYY')).resolves.toEqual(NOT_FOUND);
    expect(api.calls.map((call) => call.args)).toEqual([['ZZZ'], ['YYY']]);
  });

  it('is 200 for a known product, with its head, and for /it/Product without an id (the client shows what it can)', async () => {
    const api = fakeApi({ productDetail: { status: 200, body: { data: PRODUCT } } });
    await expect(api.page('/it/p/MTIz')).resolves.toMatchObject({
      status: 200,
      head: { title: 'Maglione girocollo · Filati Rossi | Bottega', canonical: 'https://shop.example/it/p/MTIz' },
    });
    await expect(api.page('/it/Product')).resolves.toEqual({ status: 200 });
    expect(api.calls).toHaveLength(1);
  });

  it('is 404 for an unknown category, 200 for a known one, with its head and the products of its page', async () => {
    await expect(fakeApi({ categorySearch: { status: 200, body: { data: { items: [] } } } }).page('/it/c/NOPE')).resolves.toEqual(NOT_FOUND);
    const known = fakeApi({
      categorySearch: { status: 200, body: { data: { items: [CATEGORY] } } },
      products: { status: 200, body: { data: { items: [{ uid: 'MTIz', name: 'Maglione girocollo' }], total_count: 15 } } },
    });
    const outcome = await known.page('/it/Category?id=Mg&page=2');
    expect(outcome).toMatchObject({ status: 200, head: { title: 'Maglioni – pagina 2 | Bottega', canonical: 'https://shop.example/it/c/Mg?page=2' } });
    // The query's id is the page's address, not a filter: the page is indexed like /it/c/Mg?page=2.
    expect('head' in outcome && outcome.head?.robots).toBeUndefined();
    expect(known.calls.map((call) => call.args)).toEqual([
      [{ category_uid: { in: ['Mg'] } }],
      [{ filters: { category_uid: { in: ['Mg'] } }, sort: 'default', page: 2, pageSize: 14 }],
    ]);
    expect('head' in outcome && outcome.head?.jsonLd[1]).toMatchObject({ '@type': 'ItemList', itemListElement: [{ name: 'Maglione girocollo' }] });
  });

  it('names in a filtered listing’s head the products and the count the listing shows', async () => {
    const api = fakeApi({
      categorySearch: { status: 200, body: { data: { items: [CATEGORY] } } },
      products: { status: 200, body: { data: { items: [{ uid: 'Qmx1', name: 'Maglione blu' }], total_count: 3 } } },
    });
    const outcome = await api.page('/it/c/Mg?color=blu&sort=price_asc&itemsPerPage=28');
    // The listing's own request, from the same address.
    expect(api.calls[1].args).toEqual([{ filters: { category_uid: { in: ['Mg'] }, attributes: { color: ['blu'] } }, sort: 'price_asc', page: 1, pageSize: 28 }]);
    expect(outcome).toMatchObject({ head: { robots: 'noindex,follow', canonical: 'https://shop.example/it/c/Mg?color=blu&sort=price_asc&itemsPerPage=28' } });
    const head = 'head' in outcome ? outcome.head : undefined;
    expect(head?.description.startsWith('Maglioni: 3 articoli')).toBe(true);
    expect(head?.jsonLd[1]).toMatchObject({ itemListElement: [{ position: 1, name: 'Maglione blu', url: 'https://shop.example/it/p/Qmx1' }] });
  });

  it('gives a CMS page its own title and description, and 404 for an unknown one', async () => {
    const api = fakeApi({
      cmsPage: {
        status: 200,
        body: {
          data: { identifier: 'privacy-policy', url_key: 'privacy', title: 'Informativa sulla privacy', content: '<p>Testo</p>', meta_description: 'Come trattiamo i dati.' },
        },
      },
    });
    await expect(api.page('/privacy')).resolves.toMatchObject({
      status: 200,
      head: { title: 'Informativa sulla privacy | Bottega', description: 'Come trattiamo i dati.', canonical: 'https://shop.example/privacy' },
    });
    await expect(fakeApi({ cmsPage: { status: 404, body: { message: 'Pagina non trovata', statusCode: 404 } } }).page('/it/Page?id=nessuna')).resolves.toEqual(NOT_FOUND);
  });

  it('keeps what a page is made from until the catalog or the content changes, and nothing while the version cannot be read', async () => {
    const api = fakeApi({
      productDetail: { status: 200, body: { data: PRODUCT } },
      categorySearch: { status: 200, body: { data: { items: [CATEGORY] } } },
      products: { status: 200, body: { data: { items: [] } } },
      cmsPage: { status: 200, body: { data: { identifier: 'chi-siamo', url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Noi.</p>' } } },
    });
    const asked = () => api.calls.map((call) => call.method);
    for (let round = 0; round < 2; round++) await Promise.all(['/it/p/MTIz', '/it/c/Mg', '/it/Page?id=chi-siamo'].map(api.page));
    expect(asked()).toEqual(['productDetail', 'categorySearch', 'products', 'cmsPage']);
    // Another page of the listing is another read of its products, the same category.
    await api.page('/it/c/Mg?page=2');
    expect(asked().slice(4)).toEqual(['products']);
    // A price, a stock or a name changed: the catalog's reads are made again, the content's are not.
    api.versions.catalogVersion = 2;
    await Promise.all(['/it/p/MTIz', '/it/Page?id=chi-siamo'].map(api.page));
    expect(asked().slice(5)).toEqual(['productDetail']);
    api.versions.contentVersion = 2;
    await api.page('/it/Page?id=chi-siamo');
    expect(asked().slice(6)).toEqual(['cmsPage']);
    // While the catalog's version cannot be read, every page asks.
    api.versions.catalogVersion = null;
    await api.page('/it/p/MTIz');
    await api.page('/it/p/MTIz');
    expect(asked().slice(7)).toEqual(['productDetail', 'productDetail']);
  });

  it('keeps no answer the API could not give', async () => {
    const api = fakeApi({ productDetail: { status: 500, body: { message: 'guasto', statusCode: 500 } } });
    await api.page('/it/p/MTIz');
    await api.page('/it/p/MTIz');
    expect(api.calls).toHaveLength(2);
  });

  it('asks nothing for other routes', async () => {
    const api = fakeApi({});
    await expect(api.page('/it/checkout/shipping')).resolves.toEqual({ status: 200 });
    expect(api.calls).toHaveLength(0);
  });
});

describe('lookup url of the catch-all (product rule §2)', () => {
  it('is the decoded path after the locale', () => {
    expect(lookupUrl('/it/uomo/camicie%20lino')).toBe('uomo/camicie lino');
  });
  it('keeps the encoded form when the third segment holds an encoded slash', () => {
    expect(lookupUrl('/it/uomo/camicie/lino%2Fcotone')).toBe('uomo/camicie/lino%2Fcotone');
    expect(lookupUrl('/it/a/b%2Fc')).toBe('a/b/c');
  });
});

describe('resolver redirects', () => {
  it('stay under /it on our origin', () => {
    expect(localisedRedirect('uomo/camicie')).toBe('/it/uomo/camicie');
    expect(localisedRedirect('/it/uomo')).toBe('/it/uomo');
    expect(localisedRedirect('//evil.com/x')).toBe('/it/evil.com/x');
    expect(localisedRedirect('\\\\evil.com')).toBeNull();
    expect(localisedRedirect('/a\\b')).toBeNull();
  });

  it.each(OPEN_REDIRECT_TRICKS)('never leave the shop for the stored address %j', (trick) => {
    const location = localisedRedirect(trick);
    expect(staysOnShop(location)).toBe(true);
    if (location !== null) expect(location.startsWith('/it')).toBe(true);
  });
});
