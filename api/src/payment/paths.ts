/** The shop's own payment routes: the provider's return, cancel and notification, and the sandbox page. */
export const PAYMENT_PATHS = {
  sandbox: '/api/payment/xpay/sandbox',
  return: '/api/payment/xpay/return',
  cancel: '/api/payment/xpay/cancel',
  notify: '/api/payment/xpay/notify',
} as const;
