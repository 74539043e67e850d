import * as z from 'zod/mini';
import { paymentLanding, type Cart, type PaymentAnswer, type PaymentConfig, type PaymentResultCheck } from '@bottega/api-contract';
import { messages } from '../../messages/it';

/** The part of the Web Storage API these rules use (sessionStorage in the page, a map in tests). */
export type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'bottega:checkout:order-key:';

/** What the order would be. An unchanged cart keeps its key (a double click, reload or retry finds the order placed); a changed one
 * gets a new key, so the API replaces the unpaid order instead of charging the old total. */
export function cartFingerprint(cart: Cart): string {
  return JSON.stringify([
    cart.items.map((item) => [item.uid, item.product.sku, item.quantity, item.prices.row_total.value]),
    cart.prices.grand_total.value,
    cart.email,
    cart.shipping_address,
    cart.billing_address,
    cart.selected_shipping_method?.method_code ?? null,
    cart.business_data,
  ]);
}

const newKey = () => globalThis.crypto.randomUUID();

/** The placeOrder idempotency key of this cart as it is now, kept in the tab's session storage. */
export function orderKeyFor(store: KeyStore, cart: Cart, makeKey: () => string = newKey): string {
  const slot = KEY_PREFIX + (cart.id ?? 'current');
  const fingerprint = cartFingerprint(cart);
  try {
    const kept = JSON.parse(store.getItem(slot) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    if (kept && typeof kept.key === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(kept.key) && kept.fingerprint === fingerprint) return kept.key;
  } catch {
    // An unreadable entry is replaced below.
  }
  const key = makeKey();
  store.setItem(slot, JSON.stringify({ key, fingerprint }));
  return key;
}

/** After a paid order the key has done its job; the next cart starts afresh. */
export function forgetOrderKeys(store: KeyStore & { length: number; key(index: number): string | null }) {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const name = store.key(index);
    if (name?.startsWith(KEY_PREFIX)) keys.push(name);
  }
  keys.forEach((name) => store.removeItem(name));
}

/** What a payment call answered: its data, or the error that makes the result not successful. */
export type PaymentReading<T> = { successful: true; data: T } | { successful: false; error: string };

/** docs/product-rules.md §8: a payment answer's `error` is read first and makes the result not successful; data that is not what
 * the call promises reads as §8's "unable to process payment information". */
export function readPaymentAnswer<T>(answer: PaymentAnswer<T> | null | undefined, usable: (data: unknown) => data is T): PaymentReading<T> {
  if (typeof answer?.error === 'string' && answer.error !== '') return { successful: false, error: answer.error };
  if (answer && usable(answer.data)) return { successful: true, data: answer.data };
  return { successful: false, error: messages.errors.paymentInfo };
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;
const filled = (data: Record<string, unknown>, names: readonly string[]) => names.every((name) => typeof data[name] === 'string' && data[name] !== '');

export const isPaymentConfig = (data: unknown): data is PaymentConfig =>
  isRecord(data) && filled(data, ['alias', 'endpoint', 'divisa', 'languageId', 'url', 'url_back', 'urlpost']);

export const isMac = (data: unknown): data is { mac: string } => isRecord(data) && typeof data.mac === 'string' && /^[0-9a-f]{40}$/i.test(data.mac);

const OUTCOMES: readonly unknown[] = ['paid', 'declined', 'cancelled', 'pending', 'refund_needed'];
export const isResultCheck = (data: unknown): data is PaymentResultCheck =>
  isRecord(data) && typeof data.success === 'boolean' && OUTCOMES.includes(data.outcome) && (data.order === null || typeof data.order === 'string');

/** The form the browser posts to the provider. */
export interface PaymentForm {
  endpoint: string;
  fields: Record<string, string>;
}

/** The payment form from `config`, placeOrder's fields and the `mac` call's MAC, which must sign what placeOrder answered;
 * null when it does not (an error, another MAC), so no unsigned form is posted. */
export function paymentForm(config: PaymentConfig, transaction: Record<string, string>, mac: PaymentReading<{ mac: string }>): PaymentForm | null {
  if (!mac.successful || mac.data.mac.toLowerCase() !== transaction.mac?.toLowerCase()) return null;
  const { endpoint, ...shop } = config;
  return { endpoint, fields: { ...transaction, ...shop, mac: mac.data.mac } };
}

/** The provider's result in the return address's query, as `isSuccessfulResult` takes it; null for any other visit. */
export function readProviderReturn(query: string): string | null {
  const params = new URLSearchParams(query);
  return params.get('codTrans') && params.get('esito') && params.get('mac') ? params.toString() : null;
}

/** Where the checked result sends the shopper: a result the shop could not verify is never taken on trust. */
export function resultLanding(basePath: string, answer: PaymentAnswer<PaymentResultCheck> | null | undefined): string {
  const result = readPaymentAnswer(answer, isResultCheck);
  if (!result.successful) return paymentLanding(basePath, { kind: 'invalid' });
  return paymentLanding(basePath, { kind: result.data.outcome, orderNumber: result.data.order, codiceEsito: result.data.codiceEsito });
}

/** Where the payment page sent the shopper back (docs/adr/0004-xpay-sandbox.md). */
export type PaymentReturn = { error: 'declined' | 'needs-3ds' | 'cancelled' | 'unknown'; order: string | null } | null;

const RETURN_ERRORS: readonly string[] = ['declined', 'needs-3ds', 'cancelled'];

export function readPaymentReturn(query: string): PaymentReturn {
  const params = new URLSearchParams(query);
  const error = params.get('error');
  if (!error) return null;
  return { error: RETURN_ERRORS.includes(error) ? (error as 'declined' | 'needs-3ds' | 'cancelled') : 'unknown', order: readOrderNumber(query) };
}

/** The order number on the thank-you page's address, when it looks like one. */
export function readOrderNumber(query: string): string | null {
  const order = new URLSearchParams(query).get('order');
  return order && /^[\w-]{1,40}$/.test(order) ? order : null;
}

const REPORTED_PREFIX = 'bottega:checkout:reported:';

/** True the first time an order is reported (analytics 'purchase'): a reload of the thank-you page does not count it twice. */
export function firstReport(store: KeyStore, number: string): boolean {
  if (store.getItem(REPORTED_PREFIX + number)) return false;
  store.setItem(REPORTED_PREFIX + number, '1');
  return true;
}

/** What the thank-you page shows once the API has emptied the cart: the order as it was paid. */
export interface OrderSnapshot {
  number: string;
  email: string | null;
  lines: { uid: string; name: string; options: string; quantity: number; rowTotal: number; image: string }[];
  subtotal: number;
  shipping: number | null;
  discounts: { label: string; amount: number }[];
  giftCards: number;
  grandTotal: number;
  shippingAddress: Cart['shipping_address'];
}

const SNAPSHOT_PREFIX = 'bottega:checkout:order:';

export function snapshotOf(number: string, cart: Cart): OrderSnapshot {
  return {
    number,
    email: cart.email,
    lines: cart.items.map((item) => ({
      uid: item.uid,
      name: item.product.name,
      options: item.configurable_options.map((option) => `${option.option_label}: ${option.value_label}`).join(', '),
      quantity: item.quantity,
      rowTotal: item.prices.row_total.value,
      image: item.product.thumbnail.url,
    })),
    subtotal: cart.prices.subtotal.value,
    shipping: cart.prices.shipping?.value ?? null,
    discounts: cart.prices.discounts.map((discount) => ({ label: discount.label, amount: discount.amount.value })),
    giftCards: cart.prices.gift_cards.value,
    grandTotal: cart.prices.grand_total.value,
    shippingAddress: cart.shipping_address,
  };
}

export const saveSnapshot = (store: KeyStore, snapshot: OrderSnapshot) => store.setItem(SNAPSHOT_PREFIX + snapshot.number, JSON.stringify(snapshot));

export function readSnapshot(store: KeyStore, number: string): OrderSnapshot | null {
  try {
    const snapshot = JSON.parse(store.getItem(SNAPSHOT_PREFIX + number) ?? 'null') as OrderSnapshot | null;
    return snapshot && snapshot.number === number && Array.isArray(snapshot.lines) ? snapshot : null;
  } catch {
    return null;
  }
}

/** The acceptance no order is placed without (docs/product-rules.md §10, Codice del Consumo art. 51): a box the shopper ticks,
 * never ticked for them; its output is `true` only, as placeOrder asks. */
export const acceptanceForm = z.object({
  terms: z.pipe(z.boolean(), z.literal(true, messages.payment.termsRequired)),
});
