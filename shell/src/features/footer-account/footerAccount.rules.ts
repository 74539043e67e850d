export const ACCOUNT_PATH = '/it/my-account';
export const CART_PATH = '/it/cart';
