import { api } from '../../app/api';

export const resolveRoute = (url: string) => api.call('commerce', 'route', { url });
