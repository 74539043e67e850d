export { methods } from './methods';
export type { Methods, Tag, MethodName } from './methods';
export { method, errorBody } from './define';
export type { MethodSchema, ErrorBody } from './define';
export { createApiClient, ApiError, loadShopperCart, TRACEPARENT_META } from './client';
export { hasLiveSession } from './session';
export type { ApiClient, ApiClientOptions, ArgsOf, ResultOf } from './client';
// Commerce shapes and shared form rules (cart, wishlist, customer, checkout), for the remotes' types and forms.
export { plainText, personName } from './commerce-common';
export { cartMethods, cart, cartItem, cartUserError, cartAddress, shippingMethod } from './cart';
export type { Cart } from './cart';
export { wishlistMethods, wishlist, wishlistItem } from './wishlist';
export { FLAT_SHIPPING_CENTS, FREE_SHIPPING_FROM_CENTS, MESSAGE_COOKIE, WISHLIST_COOKIE, WISHLIST_ITEM_STOCK } from './rules';
export { catalogMethods } from './catalog';
export type { MenuItem } from './catalog';
export { contentMethods } from './content';
export { customerMethods, customer, customerAddress, customerOrder, addressInput, passwordPattern, passwordMessage, fiscalCodePattern } from './customer';
export type { AddressInput } from './customer';
export { checkoutMethods, placedOrder, xpayRedirect } from './checkout';
export { shopPath } from './paths';
export { LEGAL_PAGES, WITHDRAWAL_DAYS } from './legal';
export { FACET_IDS, SORT_KEYS } from './catalogTerms';
export type { FacetId, SortKey } from './catalogTerms';
export { createPaymentClient, NEEDS_3DS_CODES, PAYMENT_CALLS, paymentLanding, paymentReturnPath } from './payment';
export type { PaymentAnswer, PaymentClient, PaymentClientOptions, PaymentConfig, PaymentOutcome, PaymentResultCheck } from './payment';
export {
  fiscalCodeCheckCharacter,
  isValidFiscalCode,
  isValidPec,
  isValidPhone,
  isValidPostcode,
  isValidProvince,
  isValidSdiCode,
  isValidVatNumber,
  normaliseFiscalCode,
  normaliseVatNumber,
  sdiCodePattern,
} from './italian';
export { CONFIGURATION, LOCALES, SHOP_COUNTRIES, STORED_ONLY_LOCALES, shopperContext, shopperContextForPath } from './locale';
export type { Country, Currency, LocaleCode, ShopperContext } from './locale';
export { CAPTCHA_MESSAGES, CaptchaError, createCaptcha } from './captcha';
export type { CaptchaAction, CaptchaErrorCode } from './captcha';
