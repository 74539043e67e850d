import { api } from '@bottega/fragment-kit';

export const REVIEWS_PAGE_SIZE = 10;

export const fetchReviews = (currentPage: number) => api.call('commerce', 'customerReviews', { pageSize: REVIEWS_PAGE_SIZE, currentPage });
