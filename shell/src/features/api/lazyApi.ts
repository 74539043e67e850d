import type { ApiClient } from '@bottega/api-contract';

export type Api = Pick<ApiClient, 'call'>;

let client: Promise<Api> | undefined;

/** The shell's API client, loaded on first use: the shell rarely calls the API, so the contract's schemas stay off
 * its first load. */
export function loadApi(): Promise<Api> {
  client ??= import('@bottega/api-contract').then(({ createApiClient }) => createApiClient({ baseUrl: '' }));
  return client;
}
