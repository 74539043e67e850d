/**
 * robots.txt and the sitemap (issue 9 item 2): every category, product and CMS page, from the
 * database through the API's `sitemap` method, cached for an hour. Past `perFile` addresses (the
 * protocol allows 50,000 a file) /sitemap.xml becomes an index of /sitemap-1.xml, /sitemap-2.xml…
 */

import { deadline } from '@bottega/api-contract/src/serverLimits';

export interface SitemapEntries {
  categories: string[];
  products: string[];
  pages: string[];
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * Checkout, account, cart and the API are no pages to find; everything else is. Inside the API the
 * product pictures are: link previews and structured data name them. Their rule is the longer
 * match, so it wins over `Disallow: /api/` (RFC 9309 §2.2.2).
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Disallow: /api/',
    'Disallow: /it/checkout',
    'Disallow: /it/Checkout',
    'Disallow: /it/my-account',
    'Disallow: /it/MyAccount',
    'Disallow: /it/cart',
    'Disallow: /it/Cart',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapUrls(origin: string, entries: SitemapEntries): string[] {
  return [
    `${origin}/it`,
    ...entries.categories.map((uid) => `${origin}/it/c/${encodeURIComponent(uid)}`),
    ...entries.products.map((uid) => `${origin}/it/p/${encodeURIComponent(uid)}`),
    ...entries.pages.map((urlKey) => (urlKey === 'privacy' ? `${origin}/privacy` : `${origin}/it/${urlKey.split('/').map(encodeURIComponent).join('/')}`)),
  ];
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('\n')}\n</urlset>\n`;

const sitemapIndex = (origin: string, count: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from({ length: count }, (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

/** Every sitemap file by its path: `/sitemap.xml` alone, or the index and its numbered files. */
export function sitemapFiles(origin: string, entries: SitemapEntries, perFile: number): Map<string, string> {
  const urls = sitemapUrls(origin, entries);
  if (urls.length <= perFile) return new Map([['/sitemap.xml', urlset(urls)]]);
  const files = new Map<string, string>();
  const count = Math.ceil(urls.length / perFile);
  files.set('/sitemap.xml', sitemapIndex(origin, count));
  for (let index = 0; index < count; index++) files.set(`/sitemap-${index + 1}.xml`, urlset(urls.slice(index * perFile, (index + 1) * perFile)));
  return files;
}

export interface SitemapOptions {
  apiUrl: string;
  origin: string;
  perFile: number;
  ttlMs?: number;
  /** After a failed build, how long the last sitemap (or 503) is served before the API is asked again. */
  retryMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log: { warn(obj: object, msg: string): void };
}

/** The sitemap files, built from the API at most once per `ttlMs`; null while the API cannot answer (the edge says 503). */
export function createSitemap({ apiUrl, origin, perFile, ttlMs = 3600_000, retryMs = 60_000, fetch: fetchImpl = fetch, now = Date.now, log }: SitemapOptions) {
  let cached: { at: number; files: Map<string, string> } | null = null;
  let pending: Promise<Map<string, string> | null> | null = null;
  // A crawler's every request would otherwise wait out the API's timeout again while it is down.
  let failedAt = -Infinity;

  const failed = (reason: object) => {
    failedAt = now();
    log.warn({ ...reason, stale: cached !== null }, 'sitemap not built; the last one is served, or 503');
    return null;
  };

  async function build(): Promise<Map<string, string> | null> {
    try {
      const limit = deadline(10_000);
      const response = await limit.within(
        fetchImpl(`${apiUrl}/api/commerce/sitemap`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]', signal: limit.signal }),
      );
      const body = (await limit.within(response.json())) as { data?: SitemapEntries };
      if (!response.ok || !body.data) return failed({ status: response.status });
      const files = sitemapFiles(origin, body.data, perFile);
      cached = { at: now(), files };
      return files;
    } catch (error) {
      return failed({ err: (error as Error).message });
    }
  }

  return {
    async file(path: string): Promise<{ xml: string } | 'unknown' | 'unavailable'> {
      let files = cached && now() - cached.at < ttlMs ? cached.files : null;
      if (!files) {
        if (now() - failedAt >= retryMs) pending ??= build().finally(() => (pending = null));
        files = (pending && (await pending)) ?? cached?.files ?? null;
      }
      if (!files) return 'unavailable';
      const xml = files.get(path);
      return xml === undefined ? 'unknown' : { xml };
    },
  };
}
