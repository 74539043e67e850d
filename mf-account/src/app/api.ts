import { createApiClient } from '@bottega/api-contract';

/**
 * The one API client of this remote: same origin, the edge server proxies /api (cookies included).
 * fetch is looked up on each call rather than bound once, so whatever fetch the page has at call
 * time is used (a test's fake, a service worker's wrapper).
 */
export const api = createApiClient({ baseUrl: '', fetch: (input, init) => globalThis.fetch(input, init) });
