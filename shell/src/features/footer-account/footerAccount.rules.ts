export const ACCOUNT_PATH = '/it/my-account';
export const CART_PATH = '/it/cart';
export const WISHLIST_PATH = '/it/wishlist';
