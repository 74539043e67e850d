/**
 * Where the code of a fragment finds the shopper's request. In the browser it is the page itself
 * (document.cookie, same-origin fetch); in a team's server renderer it is the request being
 * rendered, which the renderer installs once (src/server/requestScope.ts) so the same fragment code reads
 * the same cookies and calls the same API on both sides.
 */
export interface RequestContext {
  cookie(name: string): string | undefined;
  fetch: typeof fetch;
  /** In a server renderer: where reads the same for every shopper are cached (sameForEveryShopper). */
  sharedCache?: SharedReads;
}

/** What a read the same for every shopper is cached by: until this version, read from the API, changes. */
export type DataVersion = 'catalog' | 'content';

export type SharedReads = <T>(version: DataVersion, key: string, read: () => Promise<T>) => Promise<T>;

let serverContext: (() => RequestContext | null) | null = null;

/** Called once by the server renderer: from then on every read goes to the request being rendered. */
export function installServerRequestContext(current: () => RequestContext | null) {
  serverContext = current;
}

export const requestContext = (): RequestContext | null => serverContext?.() ?? null;

/**
 * State a team holds for one shopper's request, such as a batch of look-ups on their way out. In
 * the browser the page is one shopper's: one value for its life. In a server renderer it is one
 * value per request being rendered (every fragment of one render-many shares it), so a batch never
 * carries one shopper's question under another's cookies.
 */
export function perRequest<T>(create: () => T): () => T {
  const byRequest = new WeakMap<RequestContext, T>();
  let inBrowser: { value: T } | undefined;
  return () => {
    const context = requestContext();
    if (!context) return (inBrowser ??= { value: create() }).value;
    if (!byRequest.has(context)) byRequest.set(context, create());
    return byRequest.get(context) as T;
  };
}

/**
 * A read whose answer is the same for every shopper, such as the layout's content blocks. A server
 * renderer makes it once for all the shoppers it renders for, without any shopper's cookies, and
 * caches the answer while `version` does not change; the browser reads as usual. `key` names
 * everything the answer depends on.
 */
export function sameForEveryShopper<T>(version: DataVersion, key: string, read: () => Promise<T>): Promise<T> {
  return requestContext()?.sharedCache?.(version, key, read) ?? read();
}
