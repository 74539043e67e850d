// Tiny on purpose: each fragment is its own chunk (fragment-<Name>), loaded on its first mount; `contract`
// is a literal so this module imports nothing (browser-contract CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    CheckoutPage: () => import(/* webpackChunkName: "fragment-CheckoutPage" */ './fragments/CheckoutPage').then((m) => m.default),
    CheckoutErrorPage: () => import(/* webpackChunkName: "fragment-CheckoutErrorPage" */ './fragments/CheckoutErrorPage').then((m) => m.default),
  },
};
