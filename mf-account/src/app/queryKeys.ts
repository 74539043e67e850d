/** Every query key of the account remote, in one place. Everything under `customer` belongs to the
 * logged-in shopper: a login or logout drops it all at once. */
export const queryKeys = {
  all: ['customer'] as const,
  customer: ['customer', 'me'] as const,
  addresses: ['customer', 'addresses'] as const,
  orders: (page: number) => ['customer', 'orders', page] as const,
  reviews: (page: number) => ['customer', 'reviews', page] as const,
};
