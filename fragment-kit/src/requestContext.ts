/**
 * Where the code of a fragment finds the shopper's request. In the browser it is the page itself
 * (document.cookie, same-origin fetch); in a team's server renderer it is the request being
 * rendered, which the renderer installs once (server/renderer.tsx) so the same fragment code reads
 * the same cookies and calls the same API on both sides.
 */
export interface RequestContext {
  cookie(name: string): string | undefined;
  fetch: typeof fetch;
}

let serverContext: (() => RequestContext | null) | null = null;

/** Called once by the server renderer: from then on every read goes to the request being rendered. */
export function installServerRequestContext(current: () => RequestContext | null) {
  serverContext = current;
}

export const requestContext = (): RequestContext | null => serverContext?.() ?? null;
