import { shopPath } from '@bottega/api-contract';
import { deadline } from '@bottega/server-kit';
import { pageAnswerSchema, type PageAnswer, type PageHead, type PageRequest } from '@bottega/fragment-kit/page';
import { plainFragmentProps } from '@bottega/fragment-kit/plain-props';
import { screenParams, type RouteMatch } from '@bottega/shell/routes';
import { LOCALE_PREFIX } from './redirect';
import type { ServerRegistry } from './registry';
import { NOT_FOUND_HEAD } from './seo/head';
import { postToRenderer, rendererUrls, type SsrLogger } from './ssr/rendererCall';

/** A page's status and head, as the team of its page slot answers them (docs/adr/0036); a team late past the budget leaves 200 and no head. */
export type PageOutcome = { status: 200 | 404; head?: PageHead } | { status: 301 | 302; location: string };

export const NOT_FOUND: PageOutcome = { status: 404, head: NOT_FOUND_HEAD };
const OK: PageOutcome = { status: 200 };

export interface PageResolverOptions {
  /** The shop's public origin (PUBLIC_ORIGIN): canonical and Open Graph addresses. */
  origin: string;
  /** The slot budget: past it another instance of the team's renderer is asked too (postToRenderer). */
  budgetMs: number;
  /** The page budget: past it the page is sent without its team's head (docs/adr/0040). */
  pageBudgetMs: number;
  /** RENDER_TOKEN: sent only to the published registry's renderer origins, as render requests are. */
  renderToken: string | null;
  fetch?: typeof fetch;
  log: SsrLogger;
}

/** The registry the page is served from (a tester's overrides included) and the renderer origins the token may go to. */
export type ResolvePage = (match: RouteMatch, url: URL, registry: ServerRegistry, tokenOrigins: string[]) => Promise<PageOutcome>;

/** A team's redirect stays on our origin and under the locale prefix (product rule §2: links are localised). */
export const localisedRedirect = (location: string) => shopPath(location, { under: LOCALE_PREFIX });

export function createPageResolver({ origin, budgetMs, pageBudgetMs, renderToken, fetch: fetchImpl = fetch, log }: PageResolverOptions): ResolvePage {
  return async function resolvePage(match, url, registry, tokenOrigins) {
    const params = screenParams(match.route, match.params, url.search);
    // The shell renders the not-found page for a capitalised catalog route without its id.
    if (!params) return NOT_FOUND;
    const limit = deadline(pageBudgetMs);
    const call = {
      renderToken: renderToken ? { token: renderToken, origins: tokenOrigins } : null,
      fetch: fetchImpl,
      log,
      hedgeAfterMs: budgetMs,
      fallback: 'the page is sent without its head',
    };

    /** One team's answer for one of its page fragments; null when it could not give one in time. */
    async function ask(remote: string, fragment: string, params: Record<string, string>): Promise<PageAnswer | null> {
      const published = registry.remotes[remote];
      if (!published) return null;
      const request: PageRequest = { fragment, props: plainFragmentProps(url.pathname, params, url.search), pathname: url.pathname, origin };
      const where = { remote, fragment, page: true };
      const asked = await postToRenderer(rendererUrls(published, 'page'), request, limit, call, where);
      if (!('text' in asked)) return null;
      try {
        const parsed = pageAnswerSchema.safeParse(JSON.parse(asked.text));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: said below like any answer that does not fit.
      }
      log.warn(where, 'page answer malformed; the page is sent without its head');
      return null;
    }

    const { remote, fragment } = match.route.screen;
    let answer = await ask(remote, fragment, params);
    // A catch-all path that names a product or a category is the catalog's to describe: one hop, never more.
    if (answer && 'delegate' in answer) answer = await ask(answer.delegate.remote, answer.delegate.fragment, answer.delegate.params);
    if (!answer || 'delegate' in answer) return OK;
    if ('location' in answer) {
      const location = localisedRedirect(answer.location);
      return location && location !== url.pathname ? { status: answer.status, location: location + url.search } : OK;
    }
    if (answer.status === 404) return { status: 404, head: answer.head ?? NOT_FOUND_HEAD };
    return answer.head ? { status: 200, head: answer.head } : OK;
  };
}
