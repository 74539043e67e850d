import { loadShopperCart, type ArgsOf } from '@bottega/api-contract';
import { api, isLoggedIn } from '@bottega/fragment-kit';

/** Every cart call of the remote. Which cart is the shopper's is the API's to say (the `cart` cookie
 * or the customer session), so a vanished cart simply becomes a new one. */

export const loadCart = () => loadShopperCart(api, isLoggedIn());
/** The cart a page was rendered from, while it is still the shopper's: the API answers 409 once it is not. */
export const loadCartById = (cartId: string) => api.call('commerce', 'cart', cartId);

/** Changes name the cart the shopper is looking at: when it is not the current one (another
 * tab, a login) the API answers 409 and the view must be reloaded (docs/product-rules.md §8). */
type CartId = string | null;
type CartLines = ArgsOf<'commerce', 'addProductsToCart'>[1];
/** With a form key (a server-rendered form's), the same form posted twice adds once. */
export const addToCart = (cartId: CartId, lines: CartLines, formKey?: string) =>
  formKey ? api.call('commerce', 'addProductsToCart', cartId, lines, formKey) : api.call('commerce', 'addProductsToCart', cartId, lines);
export const setLineQuantity = (cartId: CartId, uid: string, quantity: number) => api.call('commerce', 'updateCartItemQuantity', cartId, uid, quantity);
export const removeLine = (cartId: CartId, uid: string) => api.call('commerce', 'removeItemFromCart', cartId, uid);
export const applyCoupon = (cartId: CartId, code: string) => api.call('commerce', 'applyCouponToCart', cartId, code);
export const removeCoupon = (cartId: CartId) => api.call('commerce', 'removeCouponFromCart', cartId);
export const applyGiftCard = (cartId: CartId, code: string) => api.call('commerce', 'applyGiftCardToCart', cartId, code);
export const removeGiftCard = (cartId: CartId, code: string) => api.call('commerce', 'removeGiftCardFromCart', cartId, code);
export const setNote = (cartId: CartId, note: string) => api.call('commerce', 'setCartNote', cartId, note);
export const clearCart = (cartId: CartId) => api.call('commerce', 'clearCart', cartId);
/** Takes these quantities off their lines (a line brought to 0 goes). */
export const subtractQuantities = (cartId: CartId, quantities: Record<string, number>) => api.call('commerce', 'bulkUpdateCart', cartId, quantities, true);
export const initCheckout = (baseUrl: string) => api.call('commerce', 'initCheckout', { baseUrl });
