// The rules alone, not the error page's components: the edge runs these guards too (edge/src/guards.ts).
import { unknownMiddlewareError } from '../features/error-layout/errorLayout.rules';
import { homePath, type RouteEntry } from './table';

/** What a guard needs to decide about one navigation. */
export interface GuardContext {
  route: RouteEntry;
  pathname: string;
  /** docs/product-rules.md §2: the account area needs the customer cookie (a live session, docs/adr/0003). */
  isAuthenticated: () => boolean;
  log: (message: string, detail: object) => void;
}

/** Let the route render, or send the shopper elsewhere (replacing the history entry). */
export type GuardVerdict = { kind: 'pass' } | { kind: 'redirect'; to: string };

const pass: GuardVerdict = { kind: 'pass' };

/** The guards routes may name (product rule §2); any other name is a table mistake, the 500 'Unknown middleware'
 * page (product rule §8). */
export const guards: Readonly<Record<string, (context: GuardContext) => GuardVerdict>> = {
  // Product rule §2: the checkout-step guard is a stub that only logs a request to implement it; the
  // checkout team's page decides which step a cart may see.
  checkout: ({ route, pathname, log }) => {
    log('checkout-step guard: blocking rules still to be implemented', { route: route.name, pathname });
    return pass;
  },
  // Product rule §2: visitors without the customer cookie who enter the account area go to the home page.
  'is-authenticated': ({ isAuthenticated }) => (isAuthenticated() ? pass : { kind: 'redirect', to: homePath() }),
  // The catch-all's resolver redirects need the API: the content team's CatchAll fragment follows
  // them in the browser and the edge server answers them with 301 before any HTML.
  redirect: () => pass,
};

/** Runs a route's guards in order; the first redirect wins. Throws the 500 for an unknown name. */
export function runMiddleware(names: readonly string[], context: GuardContext): GuardVerdict {
  for (const name of names) {
    if (!Object.hasOwn(guards, name)) throw unknownMiddlewareError();
  }
  for (const name of names) {
    const verdict = guards[name](context);
    if (verdict.kind === 'redirect') return verdict;
  }
  return pass;
}
