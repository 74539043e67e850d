import type { PageHead } from '@bottega/fragment-kit/page';
import { NOT_FOUND_HEAD, renderHead } from './head';

const HOSTILE = 'Maglione </script><script>alert(1)</script> \u2028 "girocollo" 🧶 & co';
/** A head as a team might answer it, with a name that tries to leave every place it is written in. */
const hostileHead: PageHead = {
  title: `${HOSTILE} | Bottega`,
  description: HOSTILE,
  canonical: 'https://shop.example/it/p/MTIz?a=1&b=2',
  ogType: 'product',
  image: { url: 'https://shop.example/api/media/og/BT100.jpg', type: 'image/jpeg', width: 1200, height: 630, alt: HOSTILE },
  jsonLd: [
    { '@context': 'https://schema.org', '@type': 'Product', name: HOSTILE, brand: { name: '</script>' } },
    { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ name: HOSTILE, note: '\u2029' }] },
  ],
};

describe('the head the edge writes from a team’s answer', () => {
  it('writes every JSON-LD block as valid JSON that holds hostile names exactly and cannot leave its script', () => {
    const { elements } = renderHead(hostileHead);
    const scripts = [...elements.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    // Each script ends where it should: nothing inside closes it early or opens another element.
    expect(elements.match(/<\/script>/g) ?? []).toHaveLength(hostileHead.jsonLd.length);
    for (const body of scripts) expect(body).not.toMatch(/[<>\u2028\u2029]/);
    expect(scripts.map((body) => JSON.parse(body))).toEqual(hostileHead.jsonLd);
  });

  it('keeps quotes, tags and emoji inside the title and every attribute, as text', () => {
    const { title, elements } = renderHead(hostileHead);
    expect(title).toBe('<title>Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &quot;girocollo&quot; 🧶 &amp; co | Bottega</title>');
    const metaOf = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(elements)?.[1];
    expect(metaOf('og:image:alt')).toBe('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; \u2028 &quot;girocollo&quot; 🧶 &amp; co');
    expect(elements).toContain('<link rel="canonical" href="https://shop.example/it/p/MTIz?a=1&amp;b=2">');
    expect(elements).not.toContain('</script><script>');
  });

  it('gives link previews the picture, its size and its text on a large card; a page without one the small card', () => {
    const { elements } = renderHead(hostileHead);
    const metaOf = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(elements)?.[1];
    expect(['og:type', 'og:image', 'og:image:type', 'og:image:width', 'og:image:height', 'twitter:card'].map(metaOf)).toEqual([
      'product',
      'https://shop.example/api/media/og/BT100.jpg',
      'image/jpeg',
      '1200',
      '630',
      'summary_large_image',
    ]);
    const plain = renderHead({ ...hostileHead, image: undefined }).elements;
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
    expect(plain).not.toContain('og:image');
  });

  it('draws no canonical or og:url for a page that is not there, and keeps it out of the index', () => {
    const { title, elements } = renderHead(NOT_FOUND_HEAD);
    expect(title).toBe('<title>Pagina non trovata | Bottega</title>');
    expect(elements).toContain('<meta name="robots" content="noindex">');
    expect(elements).not.toContain('canonical');
    expect(elements).not.toContain('og:url');
  });
});
