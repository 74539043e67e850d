// Kept tiny on purpose: each fragment is its own chunk, loaded on its first mount.
// `contract` is a literal so this module imports nothing (see event-bus CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    CategoryPage: () => import('./fragments/CategoryPage').then((m) => m.default),
    ProductPage: () => import('./fragments/ProductPage').then((m) => m.default),
    SearchBox: () => import('./fragments/SearchBox').then((m) => m.default),
    CategoryNav: () => import('./fragments/CategoryNav').then((m) => m.default),
    MobileMenu: () => import('./fragments/MobileMenu').then((m) => m.default),
    ProductRail: () => import('./fragments/ProductRail').then((m) => m.default),
  },
};
