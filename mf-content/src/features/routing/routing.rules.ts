import type { ResultOf } from '@bottega/api-contract';

export type RouteResult = ResultOf<'commerce', 'route'>;

/** The catch-all of docs/product-rules.md §2: which url the route resolver is asked about, and which team's
 * fragment renders what it answers. */

/** The part of the address after the locale prefix, still percent-encoded: the browser's
 * pathname keeps `%2F`, while a router's decoded params would have turned it into a slash. */
export function catchAllPath(pathname: string, basePath: string, fallback = ''): string {
  const prefix = `${basePath.replace(/\/$/, '')}/`;
  const raw = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : fallback;
  return raw.replace(/^\/+|\/+$/g, '');
}

/** The url the resolver is asked about: from the address bar's still-encoded path when there is one,
 * else from the router's param (all a server render has). */
export const catchAllUrl = (basePath: string, routerPath: string | undefined, pathname = '') => lookupUrl(catchAllPath(pathname, basePath, routerPath));

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Product rule §2: when the path has three segments and the third holds an encoded slash, that encoded
 * form is the lookup url (a product url key may contain a slash); otherwise the decoded path. */
export function lookupUrl(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 3 && /%2f/i.test(segments[2])) return segments.join('/');
  return segments.map(safeDecode).join('/');
}

export type ResolvedTarget =
  | { kind: 'fragment'; remote: 'mf_catalog'; fragment: 'ProductPage' | 'CategoryPage'; params: Record<string, string> }
  | { kind: 'cms'; identifier: string }
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'not-found' };

/** Links are fixed up so the first path segment is the locale (product rule §2). */
export function localised(relativeUrl: string, basePath: string): string {
  const path = `/${relativeUrl.replace(/^\/+/, '')}`;
  return path === basePath || path.startsWith(`${basePath}/`) ? path : `${basePath}${path === '/' ? '' : path}`;
}

/** The owning team renders each kind of page: products and categories are the catalog's, CMS pages ours. */
export function targetFor(route: RouteResult | undefined, basePath: string): ResolvedTarget {
  if (!route) return { kind: 'not-found' };
  switch (route.type) {
    case 'PRODUCT':
      return { kind: 'fragment', remote: 'mf_catalog', fragment: 'ProductPage', params: { productId: route.uid } };
    case 'CATEGORY':
      return { kind: 'fragment', remote: 'mf_catalog', fragment: 'CategoryPage', params: { categoryId: route.uid } };
    case 'CMS_PAGE':
      return { kind: 'cms', identifier: route.identifier };
    case 'REDIRECT':
      return { kind: 'redirect', to: localised(route.relative_url, basePath), status: route.redirect_code };
  }
}
