import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { resolveRoute } from './routing.api';

export function useRoute(url: string) {
  const query = useQuery({ queryKey: queryKeys.route(url), queryFn: () => resolveRoute(url), staleTime: 5 * 60_000 });
  return { route: query.data, isPending: query.isPending, failed: query.isError };
}
