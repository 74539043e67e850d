/** Every query key of the checkout remote, in one place. */
export const queryKeys = {
  cart: ['checkout', 'cart'] as const,
  /** A logged-in customer's address book, to ship to a saved address. */
  addresses: ['checkout', 'addresses'] as const,
  /** Shipping methods depend on the destination and the total, so they hang under the cart they were read for. */
  shippingMethods: (fingerprint: string) => ['checkout', 'cart', 'shipping-methods', fingerprint] as const,
};

/** Every change to the cart runs in one queue, so answers can never arrive out of order. */
export const mutationScopes = { cart: { id: 'checkout-cart' } };
