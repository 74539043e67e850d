import { useQuery } from '@tanstack/react-query';
import { routeQuery } from './routing.api';

export function useRoute(url: string) {
  const query = useQuery(routeQuery(url));
  return { route: query.data, isPending: query.isPending, failed: query.isError };
}
