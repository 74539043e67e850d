import { queryOptions } from '@tanstack/react-query';
import { api } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';

const resolveRoute = (url: string) => api.call('commerce', 'route', { url });

export const routeQuery = (url: string) => queryOptions({ queryKey: queryKeys.route(url), queryFn: () => resolveRoute(url), staleTime: 5 * 60_000 });
