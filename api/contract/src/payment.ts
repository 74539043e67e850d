// The payment GET calls (docs/product-rules.md §7, docs/adr/0004-xpay-sandbox.md), each answering `{ data }` or `{ error }`.
// Plain TypeScript with no secret (the MAC secret stays in the API's configuration): this module reaches the browser.
import { ApiError, UNREACHABLE, UNREADABLE } from './client';

export const PAYMENT_CALLS = {
  config: '/api/payment/xpay/config',
  mac: '/api/payment/xpay/mac',
  isSuccessfulResult: '/api/payment/xpay/isSuccessfulResult',
} as const;

/** `config`: where the payment form goes and the shop's fields of it (never the secret). */
export interface PaymentConfig {
  alias: string;
  endpoint: string;
  divisa: string;
  languageId: string;
  url: string;
  url_back: string;
  urlpost: string;
}

/** What became of a payment attempt, once the shop has checked the provider's answer. */
export type PaymentOutcome = 'paid' | 'declined' | 'cancelled' | 'pending' | 'refund_needed';

/** `isSuccessfulResult`: the provider's signed result, checked and applied to its order. */
export interface PaymentResultCheck {
  success: boolean;
  outcome: PaymentOutcome;
  order: string | null;
  codTrans: string;
  divisa: string;
  importo: string;
  esito: string;
  /** The provider's code for the result (unsigned: it only chooses the words of a refusal). */
  codiceEsito: string | null;
}

/** The body of a payment call as it came: product rule §8 reads its `error` before its `data`. */
export interface PaymentAnswer<T> {
  data?: T;
  error?: string;
}

/** XPay's `codiceEsito` for a card that cannot do 3-D Secure; 116, the shopper leaving the 3-D Secure page, is no fault of the card. */
export const NEEDS_3DS_CODES: readonly string[] = ['112'];

/** The step the provider sends the shopper back to, where the checkout checks the result. */
export const paymentReturnPath = (basePath: string) => `${basePath}/checkout/thank-you`;

/** Where the shopper goes once the shop knows what became of a payment (docs/adr/0004): one table for the API's cancel route and the checkout's return step. */
export function paymentLanding(basePath: string, outcome: { kind: PaymentOutcome | 'invalid'; orderNumber?: string | null; codiceEsito?: string | null }): string {
  const number = outcome.orderNumber ? encodeURIComponent(outcome.orderNumber) : null;
  const order = number ? `&order=${number}` : '';
  switch (outcome.kind) {
    case 'paid':
      return number ? `${paymentReturnPath(basePath)}?order=${number}` : `${basePath}/checkout-error?reason=invalid-payment-response`;
    case 'declined':
      return `${basePath}/checkout/payment?error=${outcome.codiceEsito && NEEDS_3DS_CODES.includes(outcome.codiceEsito) ? 'needs-3ds' : 'declined'}${order}`;
    case 'cancelled':
      return `${basePath}/checkout/payment?error=cancelled${order}`;
    case 'pending':
      return `${basePath}/checkout-error?reason=pending${order}`;
    case 'refund_needed':
      return `${basePath}/checkout-error?reason=refund-needed${order}`;
    default:
      return `${basePath}/checkout-error?reason=invalid-payment-response`;
  }
}

export interface PaymentClientOptions {
  /** Where `/api` lives: '' for the same origin. */
  baseUrl: string;
  tenantId: string;
  fetch?: typeof fetch;
}

/** The product rule §7 GET calls, typed: an `error` answer is returned as it came; an unreachable shop or a proxy's 502 throws an `ApiError`, so a query may retry. */
export function createPaymentClient({ baseUrl, tenantId, fetch: fetchImpl = (input, init) => globalThis.fetch(input, init) }: PaymentClientOptions) {
  async function get<T>(path: string, params: Record<string, string> = {}): Promise<PaymentAnswer<T>> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}?${new URLSearchParams({ tenant_id: tenantId, ...params })}`, {
        credentials: 'include',
        headers: { accept: 'application/json', 'accept-language': 'it-IT' },
      });
    } catch {
      throw new ApiError(UNREACHABLE, 0);
    }
    const body = (await response.json().catch(() => null)) as (PaymentAnswer<T> & { message?: string }) | null;
    if (body === null || typeof body !== 'object' || (!response.ok && typeof body.error !== 'string')) throw new ApiError(body?.message ?? UNREADABLE, response.status);
    return body;
  }
  return {
    config: () => get<PaymentConfig>(PAYMENT_CALLS.config),
    mac: (fields: { codTrans: string; divisa: string; importo: string }) => get<{ mac: string }>(PAYMENT_CALLS.mac, fields),
    /** `event` is the provider's return as it reached the shop: its query string. */
    isSuccessfulResult: (event: string) => get<PaymentResultCheck>(PAYMENT_CALLS.isSuccessfulResult, { event }),
  };
}

export type PaymentClient = ReturnType<typeof createPaymentClient>;
