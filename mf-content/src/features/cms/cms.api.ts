import { api } from '../../app/api';

export type PageLookup = { identifier: string } | { url: string };

export const fetchPage = (lookup: PageLookup) => api.call('content', 'cmsPage', lookup);
