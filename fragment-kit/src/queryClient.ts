import { QueryClient } from '@tanstack/react-query';

/** A remote's own cache, never shared (only revalidated through bus events); `staleTime` above zero keeps
 * hydration from fetching again what the server render used. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
  });

/** A server render's or page answer's cache, fresh for each request: a failed read is answered at once, never retried (the browser asks again). */
export function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

const clients = new Map<string, QueryClient>();

/** In the browser, one cache per team, shared by that team's fragments on the page. */
export function teamQueryClient(team: string): QueryClient {
  let client = clients.get(team);
  if (!client) {
    client = createQueryClient();
    clients.set(team, client);
  }
  return client;
}
