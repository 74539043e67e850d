// Kept tiny on purpose: each fragment is its own chunk, loaded on its first mount.
// `contract` is a literal so this module imports nothing (see event-bus CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    CheckoutPage: () => import('./fragments/CheckoutPage').then((m) => m.default),
    CheckoutErrorPage: () => import('./fragments/CheckoutErrorPage').then((m) => m.default),
  },
};
