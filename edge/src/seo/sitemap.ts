/**
 * robots.txt and the sitemap (issue 9 item 2, issue 33 item 4) from the API's `sitemap` method, cached an hour:
 * an index of files by kind, each of at most `perFile` addresses with their `lastmod`, so crawlers re-read only what changed.
 */

import { type ResultOf, catalogMethods } from '@bottega/api-contract';
import { deadline } from '@bottega/server-kit';

export type SitemapEntries = ResultOf<'commerce', 'sitemap'>;

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const KINDS = ['pages', 'categories', 'products'] as const;
type Kind = (typeof KINDS)[number];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Checkout, account, cart and the API are not pages to find; the product pictures under /api are, by the longer match (RFC 9309 §2.2.2). */
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

/** The addresses of each kind of page; the home page has no date of its own (its blocks carry none). */
export function sitemapUrls(origin: string, entries: SitemapEntries): Record<Kind, SitemapUrl[]> {
  const pagePath = (urlKey: string) => (urlKey === 'privacy' ? '/privacy' : `/it/${urlKey.split('/').map(encodeURIComponent).join('/')}`);
  return {
    pages: [{ loc: `${origin}/it` }, ...entries.pages.map((page) => ({ loc: `${origin}${pagePath(page.url_key)}`, lastmod: page.lastmod }))],
    categories: entries.categories.map((category) => ({ loc: `${origin}/it/c/${encodeURIComponent(category.uid)}`, lastmod: category.lastmod })),
    products: entries.products.map((product) => ({ loc: `${origin}/it/p/${encodeURIComponent(product.uid)}`, lastmod: product.lastmod })),
  };
}

const element = (name: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl) => `<${name}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${name}>`;

const xmlFile = (root: 'urlset' | 'sitemapindex', items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</${root}>\n`;

/** The latest of the dates (ISO 8601 in UTC, so their text sorts as their time); none if no address has one. */
const latest = (urls: SitemapUrl[]) => urls.reduce<string | undefined>((max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max), undefined);

/** Every sitemap file by its path: the index `/sitemap.xml`, then each kind's numbered files. */
export function sitemapFiles(origin: string, entries: SitemapEntries, perFile: number): Map<string, string> {
  const byKind = sitemapUrls(origin, entries);
  const files = new Map<string, string>();
  const index: SitemapUrl[] = [];
  for (const kind of KINDS) {
    for (let from = 0, number = 1; from < byKind[kind].length; from += perFile, number++) {
      const urls = byKind[kind].slice(from, from + perFile);
      const path = `/sitemap-${kind}-${number}.xml`;
      files.set(
        path,
        xmlFile(
          'urlset',
          urls.map((url) => element('url', url)),
        ),
      );
      index.push({ loc: `${origin}${path}`, lastmod: latest(urls) });
    }
  }
  files.set(
    '/sitemap.xml',
    xmlFile(
      'sitemapindex',
      index.map((file) => element('sitemap', file)),
    ),
  );
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
      const body = (await limit.within(response.json())) as { data?: unknown };
      // An API of another release (a rolling deploy) may answer another shape: the last good sitemap stays.
      const entries = catalogMethods.sitemap.result.safeParse(body.data);
      if (!response.ok || !entries.success) return failed({ status: response.status });
      const files = sitemapFiles(origin, entries.data, perFile);
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
