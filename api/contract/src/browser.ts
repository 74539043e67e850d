// The contract's `browser` export condition: the typed client and plain form rules. The schemas stay on the server, which validates
// arguments and results, as in a remote's bundle they would cost all of zod on every page.
export { createApiClient, ApiError, loadShopperCart, TRACEPARENT_META } from './client';
export { hasLiveSession } from './session';
export type { ApiClient, ApiClientOptions, ArgsOf, ResultOf } from './client';
export { FLAT_SHIPPING_CENTS, FREE_SHIPPING_FROM_CENTS, fiscalCodePattern, MESSAGE_COOKIE, passwordMessage, passwordPattern, WISHLIST_COOKIE, WISHLIST_ITEM_STOCK } from './rules';
export { isValidFiscalCode, isValidPhone, isValidPostcode, isValidProvince, isValidSdiCode, isValidVatNumber, normaliseFiscalCode, normaliseVatNumber } from './italian';
export type * from './index';
export { shopPath } from './paths';
export { LEGAL_PAGES, WITHDRAWAL_DAYS } from './legal';
export { FACET_IDS, SORT_KEYS } from './catalogTerms';
export type { FacetId, SortKey } from './catalogTerms';
export { CONFIGURATION, LOCALES, SHOP_COUNTRIES, shopperContextForPath } from './locale';
export { createPaymentClient, NEEDS_3DS_CODES, PAYMENT_CALLS, paymentLanding, paymentReturnPath } from './payment';
export type { PaymentAnswer, PaymentClient, PaymentClientOptions, PaymentConfig, PaymentOutcome, PaymentResultCheck } from './payment';
export { CAPTCHA_MESSAGES, CaptchaError, createCaptcha } from './captcha';
export type { CaptchaAction, CaptchaErrorCode } from './captcha';
