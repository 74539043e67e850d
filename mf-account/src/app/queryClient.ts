import { QueryClient } from '@tanstack/react-query';

/** This remote's own cache: data is never shared with other remotes, only refreshed through bus events. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } },
});
