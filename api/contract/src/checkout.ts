import { z } from 'zod';
import { method } from './define';
import { email, money } from './commerce-common';
import { cart, shippingMethod } from './cart';
import { addressInput } from './customer';
import { TERMS_NOT_ACCEPTED } from './legal';

const addressArg = z.union([addressInput, z.strictObject({ customer_address_id: z.number().int().min(1).max(2_147_483_647) })]);

/** What the browser posts to the payment page: `endpoint` and every field as hidden inputs (form POST). */
export const xpayRedirect = z.object({
  endpoint: z.string(),
  fields: z.object({
    alias: z.string(),
    importo: z.string(),
    divisa: z.string(),
    codTrans: z.string(),
    url: z.string(),
    url_back: z.string(),
    urlpost: z.string(),
    mac: z.string(),
    languageId: z.string(),
    descrizione: z.string(),
    mail: z.string(),
  }),
});

export const placedOrder = z.object({
  order: z.object({ number: z.string(), status: z.enum(['pending_payment', 'processing', 'canceled', 'expired', 'refund_needed']), grand_total: money }),
  /** For a card payment: where to send the shopper. `null` when nothing more is needed (bank transfer). */
  payment: z.object({ method: z.string(), redirect: xpayRedirect.nullable() }),
});

export const checkoutMethods = {
  initCheckout: method(
    'Start checkout from the cart: answers the step path (without locale prefix) the client localises.',
    z.tuple([z.strictObject({ baseUrl: z.url({ protocol: /^https?$/ }).max(500) })]),
    z.object({ path: z.string() }),
  ),
  setGuestEmailOnCart: method("The guest's e-mail for the order.", z.tuple([z.strictObject({ email })]), cart),
  setShippingAddressOnCart: method("Shipping address (a new one, or one of the customer's by id).", z.tuple([addressArg]), cart),
  setBillingAddressOnCart: method('Billing address, or the same as shipping.', z.tuple([z.union([addressArg, z.strictObject({ same_as_shipping: z.literal(true) })])]), cart),
  shippingMethods: method("Shipping methods for the cart's destination (free in Italy from 100 EUR).", z.tuple([]), z.array(shippingMethod)),
  setShippingMethodOnCart: method(
    'Choose a shipping method.',
    z.tuple([z.strictObject({ carrier_code: z.string().min(1).max(32), method_code: z.string().min(1).max(32) })]),
    cart,
  ),
  placeOrder: method(
    'Place the order (idempotent per cart and key: a double submit makes one order). Stock is taken now; the order waits for payment. ' +
      'Only with termsAccepted: the shopper ticked the acceptance of the terms of sale (docs/product-rules.md §10, Codice del Consumo art. 51).',
    z.tuple([
      z.strictObject({
        idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Chiave di idempotenza non valida'),
        termsAccepted: z.literal(true, { error: TERMS_NOT_ACCEPTED }),
      }),
    ]),
    placedOrder,
  ),
};
