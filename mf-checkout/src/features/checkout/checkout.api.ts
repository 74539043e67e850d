import Cookies from 'js-cookie';
import type { AddressInput, Cart } from '@bottega/api-contract';
import { api } from '../../app/api';

/**
 * Every checkout call of the remote. Which cart is the shopper's is the API's to say (the `cart`
 * cookie or the customer session).
 */

/** The readable half of the session (docs/adr/0003-session-cookies.md): expiry in unix seconds. */
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
    // A session that expired between the cookie check and the call: the guest cart instead.
    if ((error as { statusCode?: number }).statusCode === 401) return api.call('commerce', 'cart', null);
    throw error;
  }
}

export const customerAddresses = () => api.call('commerce', 'customerAddresses');
export const setGuestEmail = (email: string) => api.call('commerce', 'setGuestEmailOnCart', { email });
export const setShippingAddress = (address: AddressInput | { customer_address_id: number }) => api.call('commerce', 'setShippingAddressOnCart', address);
export const shippingMethods = () => api.call('commerce', 'shippingMethods');
export const setShippingMethod = (method: { carrier_code: string; method_code: string }) => api.call('commerce', 'setShippingMethodOnCart', method);
export const setBillingAddress = (address: AddressInput | { same_as_shipping: true }) => api.call('commerce', 'setBillingAddressOnCart', address);
type BusinessInput = { company: string; vat_number: string; pec?: string; sdi_code?: string } | null;
export const setBusinessData = (cartId: string | null, data: BusinessInput) => api.call('commerce', 'setBusinessData', cartId, data);
export const setPaymentMethod = (cartId: string | null, code: string) => api.call('commerce', 'setPaymentMethodOnCart', cartId, code);
export const placeOrder = (idempotencyKey: string) => api.call('commerce', 'placeOrder', { idempotencyKey });
