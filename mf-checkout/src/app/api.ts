import { createApiClient } from '@bottega/api-contract';

/**
 * The one API client of this remote: same origin, the edge server proxies /api (cookies included).
 * fetch is looked up on each call, so a test's fake or a service worker's wrapper is the one used.
 */
export const api = createApiClient({ baseUrl: '', fetch: (input, init) => globalThis.fetch(input, init) });
