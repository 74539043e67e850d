import { z } from 'zod';
import { method } from './define';
import { SHOP_COUNTRIES } from './locale';
import { email, money, personName, plainText, storedAddress } from './commerce-common';

import { fiscalCodePattern, passwordMessage, passwordPattern } from './rules';

export { fiscalCodePattern, passwordMessage, passwordPattern };
const newPassword = z.string().max(128, passwordMessage).regex(passwordPattern, passwordMessage);
const fiscalCode = z.string().regex(fiscalCodePattern, 'Codice fiscale non valido');
const recaptchaToken = z.string().max(4096).optional();

/** An address as forms send it; Italian rules (CAP, province, phone) are checked by the server. */
export const addressInput = z.strictObject({
  firstname: personName(),
  lastname: personName(),
  company: plainText(120).optional(),
  street: z.array(plainText(120)).min(1, 'Questo campo è obbligatorio').max(2),
  city: plainText(80),
  postcode: z.string().max(10),
  /** Province sigla (two letters) for Italy. */
  region_code: z.string().max(3).optional(),
  country_code: z.enum(SHOP_COUNTRIES, { error: 'Spediamo solo in Italia, San Marino e Città del Vaticano' }),
  telephone: z.string().max(20),
  fiscal_code: fiscalCode.optional(),
});
export type AddressInput = z.infer<typeof addressInput>;

export const customerAddress = z.object({
  id: z.number().int(),
  ...storedAddress.shape,
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});

export const customer = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  tax_code: z.string(),
  is_subscribed: z.boolean(),
  created_at: z.string(),
  addresses: z.array(customerAddress),
});

export const orderStatus = z.enum(['pending_payment', 'processing', 'canceled', 'expired', 'refund_needed']);

export const customerOrder = z.object({
  number: z.string(),
  order_date: z.string(),
  status: orderStatus,
  /** Italian label of the status. */
  status_label: z.string(),
  total: z.object({ subtotal: money, discount: money, shipping: money, gift_cards: money, grand_total: money }),
  items: z.array(
    z.object({
      product_sku: z.string(),
      product_name: z.string(),
      selected_options: z.array(z.object({ label: z.string(), value: z.string() })),
      quantity_ordered: z.number().int(),
      product_sale_price: money,
    }),
  ),
});

export const review = z.object({
  id: z.number().int(),
  product_sku: z.string(),
  product_name: z.string(),
  nickname: z.string(),
  summary: z.string(),
  text: z.string(),
  /** 1 to 5 stars. */
  rating: z.number().int(),
  created_at: z.string(),
});

const pageArgs = z.strictObject({ pageSize: z.number().int().min(1).max(50).optional(), currentPage: z.number().int().min(1).max(10000).optional() }).nullish();
const pageInfo = z.object({ current_page: z.number().int(), page_size: z.number().int(), total_pages: z.number().int() });

/** The session as the browser may see it: the token itself stays in the HttpOnly `customer` cookie. */
export const customerSession = z.object({
  /** Unix time in seconds, also in the `customer_expires` cookie. */
  expires_at: z.number().int(),
  lifetime_seconds: z.number().int(),
});

export const customerMethods = {
  createCustomer: method(
    'Register: mails a link that activates the account and logs in (or, for an address with an account, tells its owner); the answer is the same either way (docs/adr/0031). The fiscal code is checked by its check character.',
    z.tuple([
      z.strictObject({
        email,
        firstname: personName(),
        lastname: personName(),
        tax_code: fiscalCode,
        password: newPassword,
        is_subscribed: z.boolean().optional(),
        recaptchaToken,
      }),
    ]),
    z.object({ result: z.boolean() }),
  ),
  generateCustomerToken: method(
    'Log in: sets the HttpOnly `customer` cookie and the readable `customer_expires` cookie; merges the guest cart and wishlist; with is_subscribed subscribes to the newsletter.',
    z.tuple([
      z.strictObject({
        email,
        password: z.string().min(1, 'Questo campo è obbligatorio').max(128),
        /** docs/product-rules.md §3 Login: true subscribes the customer to the newsletter; false or absent leaves the subscription as it is. */
        is_subscribed: z.boolean().optional(),
        recaptchaToken,
      }),
    ]),
    customerSession,
  ),
  revokeCustomerToken: method('Log out: revokes the token and clears the session cookies.', z.tuple([]), z.object({ result: z.boolean() })),
  customer: method('The logged-in customer (401 without a valid session).', z.tuple([]), customer),
  updateCustomer: method(
    'Change name, fiscal code or newsletter subscription.',
    z.tuple([z.strictObject({ firstname: personName().optional(), lastname: personName().optional(), tax_code: fiscalCode.optional(), is_subscribed: z.boolean().optional() })]),
    customer,
  ),
  changePassword: method(
    'Change the password (the current one is required); other sessions are logged out.',
    z.tuple([z.strictObject({ currentPassword: z.string().min(1).max(128), newPassword })]),
    customer,
  ),
  requestPasswordResetEmail: method(
    'Send a reset link (valid 1 hour, single use) when the address is registered; the answer is the same either way.',
    z.tuple([z.strictObject({ email, recaptchaToken })]),
    z.object({ result: z.boolean() }),
  ),
  resetPassword: method(
    'Set a new password with the token of the reset e-mail.',
    z.tuple([z.strictObject({ email, token: z.string().min(1).max(128), newPassword })]),
    z.object({ result: z.boolean() }),
  ),
  customerAddresses: method("The customer's address book.", z.tuple([]), z.array(customerAddress)),
  createCustomerAddress: method(
    'Add an address (Italian CAP, province and phone checks).',
    z.tuple([addressInput.extend({ default_shipping: z.boolean().optional(), default_billing: z.boolean().optional() })]),
    customerAddress,
  ),
  updateCustomerAddress: method(
    'Replace an address.',
    z.tuple([z.number().int().min(1).max(2_147_483_647), addressInput.extend({ default_shipping: z.boolean().optional(), default_billing: z.boolean().optional() })]),
    customerAddress,
  ),
  deleteCustomerAddress: method('Delete an address.', z.tuple([z.number().int().min(1).max(2_147_483_647)]), z.object({ result: z.boolean() })),
  customerOrders: method(
    "The customer's orders, newest first.",
    z.tuple([pageArgs]),
    z.object({ items: z.array(customerOrder), page_info: pageInfo, total_count: z.number().int() }),
  ),
  customerReviews: method(
    'The reviews the customer wrote, newest first.',
    z.tuple([pageArgs]),
    z.object({ items: z.array(review), page_info: pageInfo, total_count: z.number().int() }),
  ),
  createProductReview: method(
    'Review a product (logged-in customers).',
    z.tuple([
      z.strictObject({
        sku: z.string().min(1).max(64),
        nickname: personName(40),
        summary: plainText(120),
        text: plainText(2000, 10),
        rating: z.number().int().min(1).max(5),
      }),
    ]),
    review,
  ),
  updateNewsletterSubscription: method(
    'Subscribe to the newsletter (double opt-in): mails a confirmation link and answers { status: NOT_ACTIVE }, the same whether or not the address is subscribed already.',
    z.tuple([z.strictObject({ email, name: personName(), lastName: personName(), recaptchaToken })]),
    z.object({ status: z.enum(['NOT_ACTIVE', 'SUBSCRIBED', 'UNSUBSCRIBED', 'UNCONFIRMED']) }).nullable(),
  ),
};
