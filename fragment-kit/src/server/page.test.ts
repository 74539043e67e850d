import { breadcrumbList, pageAnswerSchema, plainDescription } from './page';

describe('what a page says about itself', () => {
  it('cuts a long description where a result page would, and reads HTML as its text', () => {
    const text = plainDescription(`<p>${'parola '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(plainDescription('<p>Lana&nbsp;<b>merino</b> &amp; seta</p>')).toBe('Lana merino & seta');
    expect(plainDescription('<p> </p>', 'Bottega')).toBe('Bottega');
  });

  it('writes a trail as a BreadcrumbList of absolute addresses', () => {
    expect(
      breadcrumbList('https://shop.example', [
        { name: 'Home', path: '/it' },
        { name: 'Uomo', path: '/it/c/uomo' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/it' },
        { '@type': 'ListItem', position: 2, name: 'Uomo', item: 'https://shop.example/it/c/uomo' },
      ],
    });
  });

  it('tells a delegation, a redirect and a head apart, and refuses anything else', () => {
    expect(pageAnswerSchema.parse({ status: 200, delegate: { remote: 'mf_catalog', fragment: 'ProductPage', params: { productId: '1' } } })).toHaveProperty('delegate');
    expect(pageAnswerSchema.parse({ status: 301, location: '/it/chi-siamo' })).toEqual({ status: 301, location: '/it/chi-siamo' });
    expect(pageAnswerSchema.safeParse({ status: 301, location: 'https://evil.example/' }).success).toBe(false);
    expect(pageAnswerSchema.safeParse({ status: 500 }).success).toBe(false);
    expect(pageAnswerSchema.safeParse({ status: 200, head: { title: 'x', description: 'y', ogType: 'website', jsonLd: [], canonical: 'javascript:alert(1)' } }).success).toBe(
      false,
    );
  });
});
