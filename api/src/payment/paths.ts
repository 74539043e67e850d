/** The shop's own payment routes: the provider's cancel and notification, and the sandbox page. */
export const PAYMENT_PATHS = {
  sandbox: '/api/payment/xpay/sandbox',
  cancel: '/api/payment/xpay/cancel',
  notify: '/api/payment/xpay/notify',
} as const;
