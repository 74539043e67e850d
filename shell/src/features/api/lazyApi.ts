import type { ApiClient } from '@bottega/api-contract';

export type Api = Pick<ApiClient, 'call'>;

let client: Promise<Api> | undefined;

/**
 * The shell's one API client, loaded on first use: the shell calls the API only in rare moments
 * (revoking an expired session, the profile for analytics), so the contract — every method's
 * schema — stays off the shell's first load.
 */
export function loadApi(): Promise<Api> {
  client ??= import('@bottega/api-contract').then(({ createApiClient }) => createApiClient({ baseUrl: '' }));
  return client;
}
