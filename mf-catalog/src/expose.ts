// Tiny on purpose: each fragment is its own chunk (fragment-<Name>), loaded on its first mount; `contract`
// is a literal so this module imports nothing (browser-contract CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    CategoryPage: () => import(/* webpackChunkName: "fragment-CategoryPage" */ './fragments/CategoryPage').then((m) => m.default),
    ProductPage: () => import(/* webpackChunkName: "fragment-ProductPage" */ './fragments/ProductPage').then((m) => m.default),
    SearchPage: () => import(/* webpackChunkName: "fragment-SearchPage" */ './fragments/SearchPage').then((m) => m.default),
    SearchBox: () => import(/* webpackChunkName: "fragment-SearchBox" */ './fragments/SearchBox').then((m) => m.default),
    CategoryNav: () => import(/* webpackChunkName: "fragment-CategoryNav" */ './fragments/CategoryNav').then((m) => m.default),
    MobileMenu: () => import(/* webpackChunkName: "fragment-MobileMenu" */ './fragments/MobileMenu').then((m) => m.default),
    ProductRail: () => import(/* webpackChunkName: "fragment-ProductRail" */ './fragments/ProductRail').then((m) => m.default),
  },
};
