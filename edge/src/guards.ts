import { hasLiveSession } from '@bottega/api-contract';
import { parseCookieHeader } from '@bottega/server-kit';
import { runMiddleware } from '@bottega/shell/guards';
import type { RouteMatch } from '@bottega/shell/routes';

/**
 * Where a route's guards send this request before any HTML, or null to serve the page: the shell's guards
 * (shell/src/routes/middleware.ts) run on the request's cookies, as docs/product-rules.md §2 asks of the server.
 */
export function guardRedirect(match: RouteMatch, pathname: string, cookie: string | undefined, log: (message: string, detail: object) => void): string | null {
  try {
    const verdict = runMiddleware(match.route.middleware ?? [], {
      route: match.route,
      pathname,
      isAuthenticated: () => hasLiveSession(parseCookieHeader(cookie).customer_expires),
      log,
    });
    return verdict.kind === 'redirect' ? verdict.to : null;
  } catch {
    return null;
  }
}
