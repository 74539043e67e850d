/** Where fragment code finds the shopper's request: the page in the browser, the rendered request in a server
 * renderer (src/server/requestScope.ts), so the same code reads the same cookies on both sides. */
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

/** A team's state for one shopper's request: one value per page in the browser, one per rendered request on the
 * server, so a batch never carries one shopper's question under another's cookies. */
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

/** A read the same for every shopper: a server renderer makes it once, without cookies, and caches it while
 * `version` stands; `key` names everything the answer depends on. */
export function sameForEveryShopper<T>(version: DataVersion, key: string, read: () => Promise<T>): Promise<T> {
  return requestContext()?.sharedCache?.(version, key, read) ?? read();
}
