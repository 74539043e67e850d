import { categoryHead, cmsHead, homeHead, plainDescription, productHead, renderHead } from './head';

const ORIGIN = 'https://shop.example';
const product = {
  uid: 'MTIz',
  sku: 'BT100',
  name: 'Maglione </script><script>alert(1)</script> \u2028 "girocollo" 🧶',
  brand: 'Filati & Rossi',
  description: '<p>Lana <b>merino</b> extrafine.</p>',
  stock_status: 'OUT_OF_STOCK',
  price_range: { minimum_price: { final_price: { value: 79.9, currency: 'EUR' } } },
  thumbnail: { url: '/api/media/p/1.svg', label: '' },
  media_gallery: [{ url: '/api/media/p/1.svg', label: '' }],
  categories: [{ uid: 'Mg', name: 'Maglioni', url_path: 'uomo/maglioni' }],
} as unknown as Parameters<typeof productHead>[1];
const category = {
  uid: 'Mg',
  name: 'Maglioni',
  url_key: 'maglioni',
  url_path: 'uomo/maglioni',
  parent_uid: 'MQ',
  product_count: 40,
  breadcrumbs: [{ uid: 'MQ', name: 'Uomo', url_path: 'uomo' }],
  children: [],
};

const ldOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));

describe('the head of a page', () => {
  it('describes a product: Product with an Offer in EUR and its availability, and its breadcrumbs', () => {
    const head = productHead(ORIGIN, product);
    const { title, elements } = renderHead(head);
    const [ld, breadcrumbs] = ldOf(elements);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'BT100',
      brand: { name: 'Filati & Rossi' },
      offers: { '@type': 'Offer', price: '79.90', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
    });
    expect(breadcrumbs.itemListElement.map((step: { name: string }) => step.name)).toEqual(['Home', 'Maglioni', product.name]);
    expect(elements).toContain('<link rel="canonical" href="https://shop.example/it/p/MTIz">');
    expect(elements).toContain('<meta property="og:type" content="product">');
    expect(elements).toContain('<meta name="description" content="Lana merino extrafine.">');
    // What a product name holds cannot close the script, open a tag or break the title.
    expect(elements).not.toContain('</script><script>');
    expect(elements.match(/<script[^>]*>[\s\S]*?<\/script>/g)!.join('')).not.toContain('\u2028');
    expect(title).toBe('<title>Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &quot;girocollo&quot; 🧶 · Filati &amp; Rossi | Bottega</title>');
  });

  it('gives link previews the product’s JPEG, its size and a text for it, on a large card', () => {
    const { elements } = renderHead(productHead(ORIGIN, product));
    const metaOf = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(elements)?.[1];
    expect(['og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'twitter:card'].map(metaOf)).toEqual([
      'https://shop.example/api/media/og/BT100.jpg',
      'image/jpeg',
      '1200',
      '630',
      'summary_large_image',
    ]);
    // Quotes, a closing script tag and an emoji in the name stay inside the attribute, as text.
    expect(metaOf('og:image:alt')).toBe('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &quot;girocollo&quot; 🧶 · Filati &amp; Rossi');
    expect(ldOf(elements)[0].image).toEqual(['https://shop.example/api/media/og/BT100.jpg', 'https://shop.example/api/media/p/1.svg']);
    // A page without a picture of its own gets the small card.
    const home = renderHead(homeHead(ORIGIN)).elements;
    expect(home).toContain('<meta name="twitter:card" content="summary">');
    expect(home).not.toContain('og:image');
  });

  it('keeps a filtered or sorted listing out of the index, with the canonical of the plain one, and lists its products', () => {
    const plain = categoryHead(ORIGIN, category, new URLSearchParams(''), [{ uid: 'MTIz', name: 'Maglione' }]);
    expect(plain).toMatchObject({ canonical: 'https://shop.example/it/c/Mg', title: 'Maglioni | Bottega' });
    expect(plain.robots).toBeUndefined();
    expect(plain.jsonLd[1]).toMatchObject({ '@type': 'ItemList', itemListElement: [{ position: 1, url: 'https://shop.example/it/p/MTIz' }] });
    const filtered = categoryHead(ORIGIN, category, new URLSearchParams('color=blu&sort=price_asc&page=3'));
    expect(filtered).toMatchObject({ canonical: 'https://shop.example/it/c/Mg?page=3', robots: 'noindex,follow' });
    expect(renderHead(filtered).elements).toContain('<meta name="robots" content="noindex,follow">');
    expect(categoryHead(ORIGIN, category, new URLSearchParams('page=2')).robots).toBeUndefined();
  });

  it('names the shop on the home page, and a CMS page by its own title', () => {
    expect(homeHead(ORIGIN).jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
    expect(cmsHead(ORIGIN, { identifier: 'chi-siamo', url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Storia</p>', meta_description: '' }, '/it/chi-siamo')).toMatchObject({
      title: 'Chi siamo | Bottega',
      description: 'Storia',
      canonical: 'https://shop.example/it/chi-siamo',
    });
  });

  it('cuts a long description where a result page would', () => {
    const text = plainDescription(`<p>${'parola '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
