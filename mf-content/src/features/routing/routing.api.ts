import { api } from '@bottega/fragment-kit';

export const resolveRoute = (url: string) => api.call('commerce', 'route', { url });
