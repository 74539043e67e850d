import { categoryHead, cmsHead, homeHead, plainDescription, productHead, renderHead } from './head';

const ORIGIN = 'https://shop.example';
const money = (value: number) => ({ value, currency: 'EUR' as const });
const HOSTILE_NAME = 'Maglione </script><script>alert(1)</script> \u2028 "girocollo" 🧶';
const product = {
  uid: 'MTIz',
  sku: 'BT100',
  merchant_sku: 'FR-100',
  name: HOSTILE_NAME,
  brand: 'Filati & Rossi',
  description: '<p>Lana <b>merino</b> extrafine.</p>',
  stock_status: 'OUT_OF_STOCK',
  price_range: {
    minimum_price: { final_price: money(79.9), regular_price: money(79.9), discount: { amount_off: 0, percent_off: 0 } },
    maximum_price: { final_price: money(79.9), regular_price: money(79.9), discount: { amount_off: 0, percent_off: 0 } },
  },
  thumbnail: { url: '/api/media/p/1.svg', label: '' },
  media_gallery: [{ url: '/api/media/p/1.svg', label: '' }],
  // As the API lists them: the product's categories in no particular order, another branch among them.
  categories: [
    { uid: 'Mg', name: 'Maglioni', url_path: 'uomo/maglioni' },
    { uid: 'Mgl', name: 'Maglieria', url_path: 'maglieria' },
    { uid: 'MQ', name: 'Uomo', url_path: 'uomo' },
  ],
  configurable_options: [],
  variants: [],
} as unknown as Parameters<typeof productHead>[1];
const onSale = (regular: number, special: number) => ({
  minimum_price: { final_price: money(special), regular_price: money(regular), discount: { amount_off: regular - special, percent_off: 0 } },
  maximum_price: { final_price: money(special), regular_price: money(regular), discount: { amount_off: regular - special, percent_off: 0 } },
});
const variant = (color: string, size: string, stock: 'IN_STOCK' | 'OUT_OF_STOCK') => ({
  attributes: [
    { code: 'color' as const, uid: `c-${color}`, label: color },
    { code: 'dimensione' as const, uid: `s-${size}`, label: size },
  ],
  product: {
    sku: `BT200-${color}-${size}`,
    merchant_sku: `FR-200-${color}-${size}`,
    stock_status: stock,
    only_x_left_in_stock: null,
    thumbnail: { url: `/api/media/p/${color}.svg`, label: '' },
  },
});
const configurable = {
  ...product,
  uid: 'MjAw',
  sku: 'BT200',
  merchant_sku: 'FR-200',
  name: 'Cardigan',
  stock_status: 'IN_STOCK',
  price_range: onSale(150, 120),
  configurable_options: [
    { attribute_code: 'color', uid: 'color', label: 'Colore', values: [] },
    { attribute_code: 'dimensione', uid: 'dimensione', label: 'Taglia', values: [] },
  ],
  variants: [variant('Blu', 'M', 'IN_STOCK'), variant('Rosso', 'L', 'OUT_OF_STOCK')],
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
    expect(breadcrumbs.itemListElement.map((step: { name: string }) => step.name)).toEqual(['Home', 'Uomo', 'Maglioni', product.name]);
    expect(elements).toContain('<link rel="canonical" href="https://shop.example/it/p/MTIz">');
    expect(elements).toContain('<meta property="og:type" content="product">');
    expect(elements).toContain('<meta name="description" content="Lana merino extrafine.">');
    // What a product name holds cannot close the script, open a tag or break the title.
    expect(elements).not.toContain('</script><script>');
    expect(elements.match(/<script[^>]*>[\s\S]*?<\/script>/g)!.join('')).not.toContain('\u2028');
    expect(title).toBe('<title>Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &quot;girocollo&quot; 🧶 · Filati &amp; Rossi | Bottega</title>');
  });

  it('offers a product as Google’s merchant listings read it: mpn, condition, shipping for one item and free returns', () => {
    const [ld] = ldOf(renderHead(productHead(ORIGIN, product)).elements);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', mpn: 'FR-100', offers: { itemCondition: 'https://schema.org/NewCondition' } });
    // 79.90 € alone does not reach the free-shipping threshold: the flat 5 €.
    expect(ld.offers.shippingDetails).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: '5.00', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IT' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 2, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitCode: 'DAY' },
      },
    });
    expect(ld.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IT',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    });
    // Without a special price there is no struck-through one.
    expect(ld.offers.priceSpecification).toBeUndefined();
  });

  it('sells a product on sale at its special price, the regular one struck through, shipped free from 100 €', () => {
    const [ld] = ldOf(renderHead(productHead(ORIGIN, { ...product, price_range: onSale(120, 100) })).elements);
    expect(ld.offers).toMatchObject({
      price: '100.00',
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: '120.00', priceCurrency: 'EUR' },
      shippingDetails: { shippingRate: { value: '0.00' } },
    });
    expect(ldOf(renderHead(productHead(ORIGIN, { ...product, price_range: onSale(120, 99.99) })).elements)[0].offers.shippingDetails.shippingRate.value).toBe('5.00');
  });

  it('describes a product with variants as a ProductGroup, each variant a Product with its colour, size and stock', () => {
    const [group] = ldOf(renderHead(productHead(ORIGIN, configurable)).elements);
    expect(group).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: 'BT200',
      brand: { '@type': 'Brand', name: 'Filati & Rossi' },
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    });
    expect(group.hasVariant).toHaveLength(2);
    expect(group.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      name: 'Cardigan – Blu – M',
      sku: 'BT200-Blu-M',
      mpn: 'FR-200-Blu-M',
      color: 'Blu',
      size: 'M',
      image: 'https://shop.example/api/media/p/Blu.svg',
      offers: {
        url: 'https://shop.example/it/p/MjAw',
        price: '120.00',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: '150.00' },
        shippingDetails: { shippingRate: { value: '0.00' } },
        hasMerchantReturnPolicy: { merchantReturnDays: 30 },
      },
    });
    expect(group.hasVariant[1]).toMatchObject({ sku: 'BT200-Rosso-L', color: 'Rosso', size: 'L', offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('writes every page type’s JSON-LD as valid JSON that holds hostile names exactly and cannot leave its script', () => {
    const hostileCategory = { ...category, name: HOSTILE_NAME };
    const heads = [
      homeHead(ORIGIN, { sameAs: ['https://social.example/</script>'], contact: { email: 'a@b.example', phone: '+39 \u2028 02' } }),
      productHead(ORIGIN, product),
      productHead(ORIGIN, { ...configurable, name: HOSTILE_NAME }),
      categoryHead(ORIGIN, hostileCategory, new URLSearchParams(''), { items: [{ uid: 'MTIz', name: HOSTILE_NAME }], total_count: 1 }),
      cmsHead(ORIGIN, { identifier: 'chi-siamo', url_key: 'chi-siamo', title: HOSTILE_NAME, content: '<p>Storia</p>', meta_description: '' }, '/it/chi-siamo'),
    ];
    for (const head of heads) {
      const { elements } = renderHead(head);
      const scripts = [...elements.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      // Each script ends where it should: nothing inside closes it early or opens another element.
      expect(elements.match(/<\/script>/g) ?? []).toHaveLength(head.jsonLd.length);
      for (const body of scripts) expect(body).not.toMatch(/[<>\u2028\u2029]/);
      expect(scripts.map((body) => JSON.parse(body))).toEqual(JSON.parse(JSON.stringify(head.jsonLd)));
    }
    const names = (data: object) => JSON.stringify(data).includes(JSON.stringify(HOSTILE_NAME).slice(1, -1));
    expect(ldOf(renderHead(heads[3]).elements).every(names)).toBe(true);
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

  it('keeps a filtered or sorted listing out of the index, canonical to itself, and lists its products', () => {
    const plain = categoryHead(ORIGIN, category, new URLSearchParams(''), { items: [{ uid: 'MTIz', name: 'Maglione' }], total_count: 40 });
    expect(plain).toMatchObject({ canonical: 'https://shop.example/it/c/Mg', title: 'Maglioni | Bottega' });
    expect(plain.robots).toBeUndefined();
    expect(plain.jsonLd[1]).toMatchObject({ '@type': 'ItemList', itemListElement: [{ position: 1, url: 'https://shop.example/it/p/MTIz' }] });
    const filtered = categoryHead(ORIGIN, category, new URLSearchParams('color=blu&sort=price_asc&page=3'));
    // Not noindex and canonical to another page at once: the two would contradict each other.
    expect(filtered).toMatchObject({ canonical: 'https://shop.example/it/c/Mg?color=blu&sort=price_asc&page=3', robots: 'noindex,follow' });
    const { elements } = renderHead(filtered);
    expect(elements).toContain('<meta name="robots" content="noindex,follow">');
    expect(elements).toContain('<link rel="canonical" href="https://shop.example/it/c/Mg?color=blu&amp;sort=price_asc&amp;page=3">');
    expect(categoryHead(ORIGIN, category, new URLSearchParams('page=2'))).toMatchObject({ canonical: 'https://shop.example/it/c/Mg?page=2' });
    expect(categoryHead(ORIGIN, category, new URLSearchParams('page=2')).robots).toBeUndefined();
  });

  it('counts in a filtered listing’s description the products it finds, not the whole category', () => {
    const filtered = categoryHead(ORIGIN, category, new URLSearchParams('color=blu'), { items: [{ uid: 'MTIz', name: 'Maglione' }], total_count: 3 });
    expect(filtered.description.startsWith('Maglioni: 3 articoli')).toBe(true);
    // Without the listing (the API could not say), the category's own count.
    expect(categoryHead(ORIGIN, category, new URLSearchParams('')).description.startsWith('Maglioni: 40 articoli')).toBe(true);
  });

  it('gives a later page of a listing its own title and description, and the first page neither', () => {
    const first = categoryHead(ORIGIN, category, new URLSearchParams(''));
    const second = categoryHead(ORIGIN, category, new URLSearchParams('page=2'));
    expect(second.title).toBe('Maglioni – pagina 2 | Bottega');
    expect(second.description.startsWith('Maglioni – pagina 2: 40 articoli')).toBe(true);
    expect(first.title).toBe('Maglioni | Bottega');
    expect(first.description).not.toContain('pagina');
    expect(new Set([first, second, categoryHead(ORIGIN, category, new URLSearchParams('page=3'))].map((head) => head.description)).size).toBe(3);
    // What is not a page number names no page.
    expect(categoryHead(ORIGIN, category, new URLSearchParams('page=abc')).title).toBe('Maglioni | Bottega');
  });

  it('gives the shop a logo among the icons the shell builds and the edge serves at its root', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the shell build's own CommonJS module
    const { shellIcons } = require('@bottega/shell/icons') as { shellIcons: () => Promise<Map<string, Buffer>> };
    const logo = new URL((homeHead(ORIGIN).jsonLd[0] as { logo: string }).logo);
    expect(logo.origin).toBe(ORIGIN);
    expect([...(await shellIcons()).keys()].map((name) => `/${name}`)).toContain(logo.pathname);
    expect(logo.pathname.endsWith('.png')).toBe(true);
  });

  it('names the shop on the home page, and a CMS page by its own title', () => {
    expect(homeHead(ORIGIN).jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual(['Organization', 'WebSite']);
    expect(cmsHead(ORIGIN, { identifier: 'chi-siamo', url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Storia</p>', meta_description: '' }, '/it/chi-siamo')).toMatchObject({
      title: 'Chi siamo | Bottega',
      description: 'Storia',
      canonical: 'https://shop.example/it/chi-siamo',
    });
  });

  it('tells search engines where the shop’s search results are, with the term in the address the results page reads', () => {
    const site = homeHead(ORIGIN).jsonLd[1] as { potentialAction: { target: { urlTemplate: string }; 'query-input': string } };
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
    expect(site.potentialAction.target.urlTemplate).toBe('https://shop.example/it/search?term={search_term_string}');
  });

  it('draws no canonical or og:url for a page without one', () => {
    const { elements } = renderHead({ title: 'Pagina non trovata | Bottega', description: 'x', robots: 'noindex', ogType: 'website', jsonLd: [] });
    expect(elements).toContain('<meta name="robots" content="noindex">');
    expect(elements).not.toContain('canonical');
    expect(elements).not.toContain('og:url');
  });

  it('cuts a long description where a result page would', () => {
    const text = plainDescription(`<p>${'parola '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });
});
