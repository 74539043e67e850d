import { createApiClient } from '@bottega/api-contract';

/** The remote's one API client: same origin, the edge server proxies /api. */
export const api = createApiClient({ baseUrl: '' });
