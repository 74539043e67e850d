import { createSitemap, robotsTxt, sitemapFiles } from './sitemap';

const ORIGIN = 'https://shop.example';
const entries = {
  categories: [
    { uid: 'MQ', lastmod: '2026-03-01T10:00:00.000Z' },
    { uid: 'Mg', lastmod: '2026-03-04T08:30:00.000Z' },
  ],
  products: [
    { uid: 'MTIz', lastmod: '2026-02-11T09:00:00.000Z' },
    { uid: 'NDU2', lastmod: '2026-03-02T12:00:00.000Z' },
    { uid: 'Nzg5', lastmod: '2026-01-20T16:45:00.000Z' },
  ],
  pages: [
    { url_key: 'chi-siamo', lastmod: '2025-12-01T00:00:00.000Z' },
    { url_key: 'privacy', lastmod: '2026-01-05T00:00:00.000Z' },
  ],
};
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** Whether a crawler may fetch `path`, as RFC 9309 §2.2.2 reads the rules: the longest match wins, `allow` on a tie. */
function allowedBy(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(allow|disallow):\s*(\S*)/i.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && path.startsWith(match[2]));
  const best = rules.sort((a, b) => b[2].length - a[2].length || (a[1].toLowerCase() === 'allow' ? -1 : 1))[0];
  return !best || best[1].toLowerCase() === 'allow';
}

describe('robots.txt and the sitemap', () => {
  it('lets crawlers in and to the product pictures, keeps them out of checkout, account, cart and the rest of the API, and names the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(
      ['/it', '/it/p/MTIz', '/api/media/BT100.svg', '/api/media/og/BT100.jpg', '/api/commerce/cart', '/api/media', '/it/checkout', '/it/my-account/orders', '/it/cart'].map(
        (path) => [path, allowedBy(robots, path)],
      ),
    ).toEqual([
      ['/it', true],
      ['/it/p/MTIz', true],
      ['/api/media/BT100.svg', true],
      ['/api/media/og/BT100.jpg', true],
      ['/api/commerce/cart', false],
      ['/api/media', false],
      ['/it/checkout', false],
      ['/it/my-account/orders', false],
      ['/it/cart', false],
    ]);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('is an index of files by kind, each address with the date it last changed', () => {
    const files = sitemapFiles(ORIGIN, entries, 50_000);
    expect([...files.keys()].sort()).toEqual(['/sitemap-categories-1.xml', '/sitemap-pages-1.xml', '/sitemap-products-1.xml', '/sitemap.xml']);
    const index = files.get('/sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Each file is dated by its latest address: a crawler skips the files where nothing changed.
    expect(index).toContain('<sitemap><loc>https://shop.example/sitemap-products-1.xml</loc><lastmod>2026-03-02T12:00:00.000Z</lastmod></sitemap>');
    expect(locsOf(files.get('/sitemap-pages-1.xml')!)).toEqual(['https://shop.example/it', 'https://shop.example/it/chi-siamo', 'https://shop.example/privacy']);
    expect(files.get('/sitemap-pages-1.xml')).toContain('<url><loc>https://shop.example/it</loc></url>');
    expect(files.get('/sitemap-categories-1.xml')).toContain('<url><loc>https://shop.example/it/c/Mg</loc><lastmod>2026-03-04T08:30:00.000Z</lastmod></url>');
    expect(locsOf(files.get('/sitemap-products-1.xml')!)).toEqual(['https://shop.example/it/p/MTIz', 'https://shop.example/it/p/NDU2', 'https://shop.example/it/p/Nzg5']);
  });

  it('numbers a kind’s files past the per-file limit', () => {
    const files = sitemapFiles(ORIGIN, entries, 2);
    expect(locsOf(files.get('/sitemap.xml')!)).toEqual([
      'https://shop.example/sitemap-pages-1.xml',
      'https://shop.example/sitemap-pages-2.xml',
      'https://shop.example/sitemap-categories-1.xml',
      'https://shop.example/sitemap-products-1.xml',
      'https://shop.example/sitemap-products-2.xml',
    ]);
    expect(locsOf(files.get('/sitemap-products-2.xml')!)).toEqual(['https://shop.example/it/p/Nzg5']);
  });

  it('asks the API once an hour, and says when it cannot', async () => {
    let now = 0;
    let asked = 0;
    let answer: unknown = { data: entries };
    const fetchImpl = (async () => {
      asked += 1;
      return new Response(JSON.stringify(answer), { status: (answer as { statusCode?: number }).statusCode ?? 200 });
    }) as unknown as typeof fetch;
    const warnings: object[] = [];
    const log = { warn: (obj: object) => warnings.push(obj) };
    const sitemap = createSitemap({ apiUrl: 'http://api.test', origin: ORIGIN, perFile: 50_000, fetch: fetchImpl, now: () => now, log });
    expect(await sitemap.file('/sitemap.xml')).toMatchObject({ xml: expect.stringContaining('<sitemapindex') });
    expect(await sitemap.file('/sitemap-products-2.xml')).toBe('unknown');
    now += 59 * 60_000;
    await sitemap.file('/sitemap.xml');
    expect(asked).toBe(1);
    now += 2 * 60_000;
    answer = { message: 'guasto', statusCode: 500 };
    // Past the hour the API fails: the last good sitemap is still served.
    expect(await sitemap.file('/sitemap-products-1.xml')).toMatchObject({ xml: expect.stringContaining('<urlset') });
    expect(asked).toBe(2);
    expect(warnings).toEqual([{ status: 500, stale: true }]);
    // Not asked again at once, while it is down: each crawler's request would wait out its timeout.
    now += 30_000;
    await sitemap.file('/sitemap.xml');
    expect(asked).toBe(2);
    now += 31_000;
    answer = { data: entries };
    await sitemap.file('/sitemap.xml');
    expect(asked).toBe(3);
    const fresh = createSitemap({ apiUrl: 'http://api.test', origin: ORIGIN, perFile: 50_000, fetch: fetchImpl, now: () => now, log });
    answer = { message: 'guasto', statusCode: 500 };
    expect(await fresh.file('/sitemap.xml')).toBe('unavailable');
    // An API of another release answering bare ids: no sitemap of `/it/p/undefined` addresses.
    const older = createSitemap({ apiUrl: 'http://api.test', origin: ORIGIN, perFile: 50_000, fetch: fetchImpl, now: () => now, log });
    answer = { data: { categories: ['MQ'], products: ['MTIz'], pages: ['chi-siamo'] } };
    expect(await older.file('/sitemap.xml')).toBe('unavailable');
    expect(warnings).toEqual([
      { status: 500, stale: true },
      { status: 500, stale: false },
      { status: 200, stale: false },
    ]);
  });
});
