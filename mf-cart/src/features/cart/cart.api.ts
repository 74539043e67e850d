import Cookies from 'js-cookie';
import { api } from '../../app/api';
import type { CartLineInput } from '../wishlist/wishlist.rules';
import type { Cart } from './cart.rules';

/**
 * Every cart call of the remote. Which cart is the shopper's is the API's to say (the `cart` cookie
 * or the customer session), so a vanished cart simply becomes a new one.
 */

/** Readable half of the session (mf-account's session rules): expiry in unix seconds. */
export function isLoggedIn(nowMs = Date.now()): boolean {
  const expires = Cookies.get('customer_expires');
  return !!expires && /^\d+$/.test(expires) && Number(expires) * 1000 > nowMs;
}

/** Spec §6: the customer cart when authenticated, otherwise the guest cart. */
export async function loadCart(): Promise<Cart> {
  if (!isLoggedIn()) return api.call('commerce', 'cart', null);
  try {
    return await api.call('commerce', 'customerCart');
  } catch (error) {
    // A session that expired between the cookie check and the call: show the guest cart instead.
    if ((error as { statusCode?: number }).statusCode === 401) return api.call('commerce', 'cart', null);
    throw error;
  }
}

/**
 * Changes name the cart the shopper is looking at: when it is no longer the current one (another
 * tab, a login) the API answers 409 and the view must be reloaded (spec §8).
 */
type CartId = string | null;
export const addToCart = (cartId: CartId, lines: CartLineInput[]) => api.call('commerce', 'addProductsToCart', cartId, lines);
export const setLineQuantity = (cartId: CartId, uid: string, quantity: number) => api.call('commerce', 'updateCartItemQuantity', cartId, uid, quantity);
export const removeLine = (cartId: CartId, uid: string) => api.call('commerce', 'removeItemFromCart', cartId, uid);
export const applyCoupon = (cartId: CartId, code: string) => api.call('commerce', 'applyCouponToCart', cartId, code);
export const removeCoupon = (cartId: CartId) => api.call('commerce', 'removeCouponFromCart', cartId);
export const applyGiftCard = (cartId: CartId, code: string) => api.call('commerce', 'applyGiftCardToCart', cartId, code);
export const removeGiftCard = (cartId: CartId, code: string) => api.call('commerce', 'removeGiftCardFromCart', cartId, code);
export const setNote = (cartId: CartId, note: string) => api.call('commerce', 'setCartNote', cartId, note);
export const initCheckout = (baseUrl: string) => api.call('commerce', 'initCheckout', { baseUrl });
