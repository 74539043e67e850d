export const ACCOUNT_PATH = '/it/my-account';
export const CART_PATH = '/it/cart';
/** The account team's login page (shell/src/routes/table.ts): the login modal's base without scripts. */
export const LOGIN_PATH = '/it/login';
export const WISHLIST_PATH = '/it/wishlist';
