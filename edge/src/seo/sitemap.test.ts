import { createSitemap, robotsTxt, sitemapFiles } from './sitemap';

const ORIGIN = 'https://shop.example';
const entries = { categories: ['MQ', 'Mg'], products: ['MTIz', 'NDU2', 'Nzg5'], pages: ['chi-siamo', 'privacy'] };

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

  it('lists the home page, every category, product and CMS page in one file while they fit', () => {
    const files = sitemapFiles(ORIGIN, entries, 50_000);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const xml = files.get('/sitemap.xml')!;
    expect(xml.match(/<loc>/g)).toHaveLength(8);
    expect(xml).toContain('<loc>https://shop.example/it/c/Mg</loc>');
    expect(xml).toContain('<loc>https://shop.example/it/p/Nzg5</loc>');
    expect(xml).toContain('<loc>https://shop.example/privacy</loc>');
  });

  it('becomes an index of numbered files past the per-file limit', () => {
    const files = sitemapFiles(ORIGIN, entries, 3);
    expect([...files.keys()]).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']);
    expect(files.get('/sitemap.xml')).toContain('<sitemapindex');
    expect(files.get('/sitemap.xml')).toContain('<loc>https://shop.example/sitemap-3.xml</loc>');
    expect(files.get('/sitemap-3.xml')!.match(/<loc>/g)).toHaveLength(2);
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
    expect(await sitemap.file('/sitemap.xml')).toMatchObject({ xml: expect.stringContaining('<urlset') });
    expect(await sitemap.file('/sitemap-1.xml')).toBe('unknown');
    now += 59 * 60_000;
    await sitemap.file('/sitemap.xml');
    expect(asked).toBe(1);
    now += 2 * 60_000;
    answer = { message: 'guasto', statusCode: 500 };
    // Past the hour the API fails: the last good sitemap is still served.
    expect(await sitemap.file('/sitemap.xml')).toMatchObject({ xml: expect.stringContaining('<urlset') });
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
    expect(warnings).toEqual([
      { status: 500, stale: true },
      { status: 500, stale: false },
    ]);
  });
});
