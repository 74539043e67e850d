import { hasLiveSession } from '@bottega/api-contract';
import { parseCookieHeader } from '@bottega/server-kit';
import { runMiddleware } from '@bottega/shell/guards';
import type { RouteMatch } from '@bottega/shell/routes';

/**
 * Where a route's guards send this request before any HTML, or `null` to serve the page. The shell's
 * own guards (shell/src/routes/middleware.ts) with the session read from the request's cookies, so a
 * visitor without a session who asks for the account area is sent home by the server as the product
 * rules say (docs/product-rules.md §2), not served an empty page the browser then leaves. A route that
 * names an unknown guard is served: the shell shows its 500 page.
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
