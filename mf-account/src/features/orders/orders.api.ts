import { api } from '@bottega/fragment-kit';

/** Spec-sized pages: ten orders, newest first. */
export const ORDERS_PAGE_SIZE = 10;

export const fetchOrders = (currentPage: number) => api.call('commerce', 'customerOrders', { pageSize: ORDERS_PAGE_SIZE, currentPage });
