import { CONFIGURATION, createPaymentClient, loadShopperCart, type AddressInput } from '@bottega/api-contract';
import { api, isLoggedIn } from '@bottega/fragment-kit';

/** Every checkout call of the remote; which cart is the shopper's is the API's to say (`cart` cookie or session). */

export const loadCart = () => loadShopperCart(api, isLoggedIn());

export const customerAddresses = () => api.call('commerce', 'customerAddresses');
export const setGuestEmail = (email: string) => api.call('commerce', 'setGuestEmailOnCart', { email });
export const setShippingAddress = (address: AddressInput | { customer_address_id: number }) => api.call('commerce', 'setShippingAddressOnCart', address);
export const shippingMethods = () => api.call('commerce', 'shippingMethods');
export const setShippingMethod = (method: { carrier_code: string; method_code: string }) => api.call('commerce', 'setShippingMethodOnCart', method);
export const setBillingAddress = (address: AddressInput | { same_as_shipping: true }) => api.call('commerce', 'setBillingAddressOnCart', address);
type BusinessInput = { company: string; vat_number: string; pec?: string; sdi_code?: string } | null;
export const setBusinessData = (cartId: string | null, data: BusinessInput) => api.call('commerce', 'setBusinessData', cartId, data);
export const setPaymentMethod = (cartId: string | null, code: string) => api.call('commerce', 'setPaymentMethodOnCart', cartId, code);
export const placeOrder = (idempotencyKey: string, termsAccepted: true) => api.call('commerce', 'placeOrder', { idempotencyKey, termsAccepted });

/** docs/product-rules.md §7 payment calls, same origin as `api` (the edge proxies /api), for this shop's tenant. */
const payment = createPaymentClient({ baseUrl: '', tenantId: CONFIGURATION.tenantId });
export const paymentConfig = () => payment.config();
export const paymentMac = (fields: { codTrans: string; divisa: string; importo: string }) => payment.mac(fields);
export const paymentResult = (event: string) => payment.isSuccessfulResult(event);
