// Tiny on purpose: each fragment is its own chunk (fragment-<Name>), loaded on its first mount; `contract`
// is a literal so this module imports nothing (browser-contract CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    MiniCartButton: () => import(/* webpackChunkName: "fragment-MiniCartButton" */ './fragments/MiniCartButton').then((m) => m.default),
    WishlistButton: () => import(/* webpackChunkName: "fragment-WishlistButton" */ './fragments/WishlistButton').then((m) => m.default),
    CartSidebar: () => import(/* webpackChunkName: "fragment-CartSidebar" */ './fragments/CartSidebar').then((m) => m.default),
    WishlistSidebar: () => import(/* webpackChunkName: "fragment-WishlistSidebar" */ './fragments/WishlistSidebar').then((m) => m.default),
    WishlistHeart: () => import(/* webpackChunkName: "fragment-WishlistHeart" */ './fragments/WishlistHeart').then((m) => m.default),
    AddToCartButton: () => import(/* webpackChunkName: "fragment-AddToCartButton" */ './fragments/AddToCartButton').then((m) => m.default),
    CartPage: () => import(/* webpackChunkName: "fragment-CartPage" */ './fragments/CartPage').then((m) => m.default),
    WishlistPage: () => import(/* webpackChunkName: "fragment-WishlistPage" */ './fragments/WishlistPage').then((m) => m.default),
  },
};
