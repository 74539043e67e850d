import { createApiClient } from '@bottega/api-contract';

/** The one API client of this remote: same origin, the edge server proxies /api (cookies included). */
export const api = createApiClient({ baseUrl: '' });
