// Kept tiny on purpose: each fragment is its own chunk, loaded on its first mount.
// `contract` is a literal so this module imports nothing (see event-bus CONTRACT_VERSION).
export default {
  contract: 1,
  fragments: {
    MiniCartButton: () => import('./fragments/MiniCartButton').then((m) => m.default),
    WishlistButton: () => import('./fragments/WishlistButton').then((m) => m.default),
    CartSidebar: () => import('./fragments/CartSidebar').then((m) => m.default),
    WishlistSidebar: () => import('./fragments/WishlistSidebar').then((m) => m.default),
    WishlistHeart: () => import('./fragments/WishlistHeart').then((m) => m.default),
    CartPage: () => import('./fragments/CartPage').then((m) => m.default),
    WishlistPage: () => import('./fragments/WishlistPage').then((m) => m.default),
  },
};
