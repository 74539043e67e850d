export { methods } from './methods';
export type { Methods, Tag, MethodName } from './methods';
export { method, errorBody } from './define';
export type { MethodSchema, ErrorBody } from './define';
export { createApiClient, ApiError, hasLiveSession, loadShopperCart } from './client';
export type { ApiClient, ApiClientOptions, ArgsOf, ResultOf } from './client';
// Commerce shapes and shared form rules (cart, wishlist, customer, checkout), for the remotes' types and forms.
export { plainText, personName } from './commerce-common';
export { cartMethods, cart, cartItem, cartUserError, cartAddress, shippingMethod } from './cart';
export type { Cart } from './cart';
export { wishlistMethods, wishlist, wishlistItem } from './wishlist';
export { customerMethods, customer, customerAddress, customerOrder, addressInput, passwordPattern, passwordMessage, fiscalCodePattern } from './customer';
export type { AddressInput } from './customer';
export { checkoutMethods, placedOrder, xpayRedirect } from './checkout';
export { shopPath } from './paths';
export { fiscalCodeCheckCharacter, isValidFiscalCode, isValidPec, isValidPhone, isValidPostcode, isValidProvince, isValidSdiCode, isValidVatNumber, normaliseFiscalCode, normaliseVatNumber, sdiCodePattern } from './italian';
export type { Country } from './italian';
export { parseProxyTrust } from './proxyTrust';
export type { ProxyTrust } from './proxyTrust';
