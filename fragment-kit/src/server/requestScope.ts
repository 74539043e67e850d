import { AsyncLocalStorage } from 'node:async_hooks';
import { parseCookieHeader, deadline } from '@bottega/server-kit';
import { installServerRequestContext, type RequestContext, type SharedReads } from '../requestContext';

/** An API call from a renderer waits at most this; the edge has given up on the slot long before. */
const API_CALL_MS = 5000;

const requests = new AsyncLocalStorage<RequestContext>();
installServerRequestContext(() => requests.getStore() ?? null);

/** Runs `work` as part of one shopper's request: cookie reads and API calls inside it are that request's. */
export const runInRequest = <T>(context: RequestContext, work: () => T): T => requests.run(context, work);

/** The shopper's request on the server: its cookies, the API called with them, and the reads shared by every shopper. */
export function requestContextFor(cookieHeader: string | undefined, apiUrl: string, sharedCache?: SharedReads): RequestContext {
  const cookies = parseCookieHeader(cookieHeader);
  return {
    sharedCache,
    cookie: (name) => cookies[name],
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookieHeader) headers.set('cookie', cookieHeader);
      const limit = deadline(API_CALL_MS);
      return limit.within(fetch(`${apiUrl}${String(input)}`, { ...init, headers, signal: limit.signal }));
    },
  };
}
