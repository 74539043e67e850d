/** Every query key of the cart remote, in one place (invalidating a prefix refreshes all below it). */
export const queryKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
  wishlistPages: ['wishlist', 'pages'] as const,
  wishlistCount: ['wishlist', 'count'] as const,
  wishlistSku: (sku: string) => ['wishlist', 'sku', sku] as const,
  /** A hearted configurable product's options, read from the catalog when the shopper chooses them in the wishlist. */
  productOptions: (uid: string) => ['product-options', uid] as const,
  /** The key of a server-rendered add-to-cart form, made once per render (docs/adr/0038-shopper-actions-as-html-forms.md). */
  formKey: (sku: string) => ['form-key', sku] as const,
};

/** Mutation keys: every cart change runs in one queue, so answers can never arrive out of order. */
export const mutationScopes = {
  cart: { id: 'cart' },
  wishlist: { id: 'wishlist' },
};
