import type { ResultOf } from '@bottega/api-contract';
import { shopPath } from '@bottega/api-contract/src/paths';
import { deadline } from '@bottega/api-contract/src/serverLimits';
import type { RouteMatch } from '@bottega/shell/src/routes/table';
import { LOCALE_PREFIX } from './redirect';
import { footerBlockIds } from '@bottega/api-contract/src/footerBlocks';
import { listingInput, parseFacets } from '@bottega/api-contract/src/listingAddress';
import { categoryHead, cmsHead, homeHead, productHead, type Listing, type PageHead, type ShopProfile } from './seo/head';
import { createGuestCache, versionReader } from '@bottega/fragment-kit/cache';

type RouteResult = ResultOf<'commerce', 'route'>;
type Product = ResultOf<'commerce', 'productDetail'>;
type Category = ResultOf<'commerce', 'categorySearch'>['items'][number];
type CmsPage = ResultOf<'content', 'cmsPage'>;
type CmsBlock = ResultOf<'content', 'cmsBlocks'>['items'][number];

/**
 * The HTTP status of an app page. The HTML is the same either way (the client renders the page or
 * the not-found screen); the status tells crawlers and caches the truth. Whenever the API cannot
 * answer in time, the page is served with 200 and the client decides.
 */

export type PageOutcome = { status: 200 | 404; head?: PageHead } | { status: 301 | 302; location: string };

export interface ApiLogger {
  warn(obj: object, msg: string): void;
}

export interface PageResolverOptions {
  apiUrl: string;
  /** The shop's public origin (PUBLIC_ORIGIN, as the API reads it): canonical and Open Graph addresses. */
  origin: string;
  timeoutMs?: number;
  /** How long one reading of the catalog's and the content's versions serves (the kept answers below). */
  versionMs?: number;
  fetch?: typeof fetch;
  log: ApiLogger;
  /** Told of each look-up of the kept reads (`page-head:catalog`, `page-head:content`), for the hit ratio. */
  onCacheLookup?: (cache: string, hit: boolean) => void;
}

/**
 * The reads a page's status and head are made from, and the version of what each reads: the same
 * for every shopper, they are kept until the catalog (a price, a stock, a name) or the CMS content
 * changes, as the teams' renderers keep what they draw for guests. A page then costs the API
 * nothing when its team's renderer has it kept too.
 */
const KEPT_UNTIL_CHANGED: Record<string, 'catalog' | 'content'> = {
  productDetail: 'catalog',
  categorySearch: 'catalog',
  products: 'catalog',
  cmsPage: 'content',
  cmsBlocks: 'content',
};

const OK: PageOutcome = { status: 200 };
const NOT_FOUND: PageOutcome = { status: 404 };

/**
 * Product rule §2: the url the catch-all asks the route resolver about. When the path has three segments
 * and the third holds an encoded slash, that encoded form is the lookup url; otherwise the decoded
 * path. The content team's CatchAll fragment asks with the same rule (mf-content routing.rules).
 */
export function lookupUrl(pathname: string): string {
  const rest = pathname.startsWith(`${LOCALE_PREFIX}/`) ? pathname.slice(LOCALE_PREFIX.length + 1) : '';
  const segments = rest.split('/').filter(Boolean);
  if (segments.length === 3 && /%2f/i.test(segments[2])) return segments.join('/');
  return segments
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** A resolver redirect stays on our origin and under the locale prefix (product rule §2: links are localised). */
export function localisedRedirect(relativeUrl: string): string | null {
  const path = `/${relativeUrl.replace(/^\/+/, '')}`;
  const localised = path === LOCALE_PREFIX || path.startsWith(`${LOCALE_PREFIX}/`) ? path : `${LOCALE_PREFIX}${path === '/' ? '' : path}`;
  return shopPath(localised, { under: LOCALE_PREFIX });
}

export function createPageResolver({ apiUrl, origin, timeoutMs = 2000, versionMs, fetch: fetchImpl = fetch, log, onCacheLookup }: PageResolverOptions) {
  const versionOf = (tag: string, method: string) =>
    versionReader(async () => {
      const version = ((await ask(tag, method, []))?.data as { version?: unknown } | null | undefined)?.version;
      return typeof version === 'number' ? version : null;
    }, versionMs);
  const kept = {
    catalog: createGuestCache({ version: versionOf('commerce', 'catalogVersion'), onLookup: (hit) => onCacheLookup?.('page-head:catalog', hit) }),
    content: createGuestCache({ version: versionOf('content', 'contentVersion'), onLookup: (hit) => onCacheLookup?.('page-head:content', hit) }),
  };

  /** One API method's answer, kept while what it reads has not changed; `undefined` when the API could not give one. */
  async function call(tag: string, method: string, args: unknown[]): Promise<{ status: number; data: unknown } | undefined> {
    const cache = kept[KEPT_UNTIL_CHANGED[method]];
    if (!cache) return ask(tag, method, args);
    const entry = await cache.lookup(JSON.stringify([tag, method, args]));
    if ('body' in entry) return JSON.parse(entry.body) as { status: number; data: unknown };
    const answer = await ask(tag, method, args);
    if (answer) entry.keep(JSON.stringify(answer));
    return answer;
  }

  /** POSTs one API method; `undefined` when the API could not give an answer the page can rely on. */
  async function ask(tag: string, method: string, args: unknown[]): Promise<{ status: number; data: unknown } | undefined> {
    try {
      const limit = deadline(timeoutMs);
      const response = await limit.within(
        fetchImpl(`${apiUrl}/api/${tag}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'it-IT' },
          body: JSON.stringify(args),
          signal: limit.signal,
        }),
      );
      const body = (await limit.within(response.json()).catch(() => null)) as { data?: unknown } | null;
      if (response.ok && body && 'data' in body) return { status: response.status, data: body.data };
      if (response.status === 404) return { status: 404, data: null };
      log.warn({ tag, method, status: response.status }, 'page status: unexpected API answer, serving 200');
    } catch (error) {
      log.warn({ tag, method, err: (error as Error).message }, 'page status: API unavailable, serving 200');
    }
    return undefined;
  }

  async function productOutcome(uid: string): Promise<PageOutcome> {
    const answer = await call('commerce', 'productDetail', [uid]);
    if (!answer) return OK;
    if (answer.status === 404 || answer.data === null) return NOT_FOUND;
    return { status: 200, head: productHead(origin, answer.data as Product) };
  }

  /**
   * The category and the page of its listing the shopper sees, asked together: the same products
   * request the listing makes from the address (its facets, order, page and size), so the ItemList
   * and the count in the description are what the page shows.
   */
  async function categoryOutcome(uid: string, search: URLSearchParams): Promise<PageOutcome> {
    const [answer, listing] = await Promise.all([
      call('commerce', 'categorySearch', [{ category_uid: { in: [uid] } }]),
      call('commerce', 'products', [listingInput(uid, parseFacets(`?${search}`))]),
    ]);
    const category = (answer?.data as { items?: Category[] } | null | undefined)?.items;
    if (!Array.isArray(category)) return OK;
    if (category.length === 0) return NOT_FOUND;
    const shown = listing?.data as Partial<Listing> | null | undefined;
    const page = Array.isArray(shown?.items) && typeof shown.total_count === 'number' ? { items: shown.items, total_count: shown.total_count } : undefined;
    return { status: 200, head: categoryHead(origin, category[0], search, page) };
  }

  /** The shop's social profiles and customer service, as the footer shows them; none when the API cannot say. */
  async function shopProfile(): Promise<ShopProfile> {
    const ids = footerBlockIds('it');
    const answer = await call('content', 'cmsBlocks', [{ identifiers: [ids.social, ids.address] }]);
    const blocks = (answer?.data as { items?: CmsBlock[] } | null | undefined)?.items ?? [];
    const block = (identifier: string) => blocks.find((candidate) => candidate.identifier === identifier);
    return { sameAs: block(ids.social)?.social.map((entry) => entry.url) ?? [], contact: block(ids.address)?.contact ?? null };
  }

  async function cmsOutcome(identifier: string, pathname: string): Promise<PageOutcome> {
    const answer = await call('content', 'cmsPage', [{ identifier }]);
    if (!answer) return OK;
    if (answer.status === 404 || answer.data === null) return NOT_FOUND;
    return { status: 200, head: cmsHead(origin, answer.data as CmsPage, pathname) };
  }

  return async function resolvePage(match: RouteMatch, url: URL): Promise<PageOutcome> {
    const { route } = match;
    const param = (name: string) =>
      match.params[name] ?? route.params?.[name] ?? (route.idFromQuery?.as === name ? (url.searchParams.get(route.idFromQuery.param) ?? undefined) : undefined);

    switch (route.screen.fragment) {
      case 'HomePage':
        return { status: 200, head: homeHead(origin, await shopProfile()) };
      case 'CatchAll': {
        const answer = await call('commerce', 'route', [{ url: lookupUrl(url.pathname) }]);
        if (!answer) return OK;
        const result = answer.data as RouteResult;
        if (result === null) return NOT_FOUND;
        switch (result.type) {
          case 'REDIRECT': {
            const location = localisedRedirect(result.relative_url);
            return location && location !== url.pathname ? { status: result.redirect_code, location: location + url.search } : OK;
          }
          case 'PRODUCT':
            return productOutcome(result.uid);
          case 'CATEGORY':
            return categoryOutcome(result.uid, url.searchParams);
          case 'CMS_PAGE':
            return cmsOutcome(result.identifier, url.pathname);
        }
        return OK;
      }
      case 'ProductPage': {
        const productId = param('productId');
        return productId ? productOutcome(productId) : OK;
      }
      case 'CategoryPage': {
        const categoryId = param('categoryId');
        // /it/Category?id= names its category in the query: part of the page's address, not a filter of it.
        const search = new URLSearchParams(url.searchParams);
        if (route.idFromQuery) search.delete(route.idFromQuery.param);
        return categoryId ? categoryOutcome(categoryId, search) : OK;
      }
      case 'CmsPage': {
        const identifier = param('identifier');
        return identifier ? cmsOutcome(identifier, url.pathname) : OK;
      }
      default:
        return OK;
    }
  };
}
