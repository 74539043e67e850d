export const ACCOUNT_PATH = '/it/my-account';
export const CART_PATH = '/it/cart';
/** The account team's login page, which the login modal enhances (register: `?mode=register`). */
export const LOGIN_PATH = '/it/login';
/** The wishlist's page, which the wishlist sidebar enhances. */
export const WISHLIST_PATH = '/it/wishlist';
