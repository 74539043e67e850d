import { api } from '@bottega/fragment-kit';

export type PageLookup = { identifier: string } | { url: string };

export const fetchPage = (lookup: PageLookup) => api.call('content', 'cmsPage', lookup);
