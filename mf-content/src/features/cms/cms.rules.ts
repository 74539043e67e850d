import { localised } from '../routing/routing.rules';

/** Routes the shell serves without the locale prefix (docs/product-rules.md §2). */
const unprefixedRoutes = ['/privacy'];

export interface LinkFacts {
  /** The attribute as written in the HTML, not the resolved `href` property. */
  href: string | null;
  target: string | null;
  download: boolean;
}

/** Where a click on a link inside CMS HTML should go inside the app, or null to let the browser
 * handle it: other origins, new tabs, downloads, mail/phone links, in-page anchors and files. */
export function internalPath(link: LinkFacts, currentUrl: string, basePath: string): string | null {
  const { href, target, download } = link;
  if (!href || href.startsWith('#') || download) return null;
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(href, currentUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(currentUrl).origin || !/^https?:$/.test(url.protocol)) return null;
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname) || url.pathname.startsWith('/api/')) return null;
  const path = unprefixedRoutes.includes(url.pathname) ? url.pathname : localised(url.pathname, basePath);
  return `${path}${url.search}${url.hash}`;
}

export type PageLookup = { identifier: string } | { url: string };

/** `/it/Page?id=about-us` or a resolved path: a page by identifier, else by url; none without either. */
export function pageLookup(params: Record<string, string>, query: string): PageLookup | undefined {
  const identifier = params.identifier ?? params.id ?? new URLSearchParams(query).get('id') ?? undefined;
  return identifier ? { identifier } : params.url ? { url: params.url } : undefined;
}

/** A CMS page's own address, its canonical: under the locale prefix by its url key, except the routes the shell serves without it. */
export function cmsPagePath(urlKey: string, basePath: string): string {
  const bare = `/${urlKey}`;
  return unprefixedRoutes.includes(bare) ? bare : localised(urlKey.split('/').map(encodeURIComponent).join('/'), basePath);
}
