import { createApiClient } from '@bottega/api-contract';

/**
 * The remote's one API client: same origin, the edge server proxies /api. fetch is looked up
 * on each call rather than bound once, so whatever fetch the page has at call time is used.
 */
export const api = createApiClient({ baseUrl: '', fetch: (input, init) => globalThis.fetch(input, init) });
