export const ORDERS_PATH = '/it/my-account/cronologia-ordini';
export const ACCOUNT_PATH = '/it/my-account';
export const CART_PATH = '/it/cart';

/** A click the page may take over: a plain left click, not one meant for a new tab or window. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Spec §2: "my orders" goes to the order history when logged in, else opens the login modal. */
export const ordersAction = (loggedIn: boolean): 'navigate' | 'login' => (loggedIn ? 'navigate' : 'login');
