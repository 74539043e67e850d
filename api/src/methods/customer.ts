import { inTransaction } from '../db/transaction';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { customerMethods, customer as customerSchema, customerAddress, customerOrder, addressInput } from '@bottega/api-contract';
import { isValidFiscalCode, WISHLIST_COOKIE } from '@bottega/api-contract';
import type { Context } from '../context';
import type { OrderStatus } from '../db/schema.commerce';
import type { Handlers } from './handler';
import { HttpError } from '../httpError';
import { failureLimit, forgiveFailure, rateLimit } from '../rateLimit';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { clearSessionCookies, endSession, requireCustomerId, startSession } from '../auth/session';
import { verifyCaptcha } from '../auth/captcha';
import { addressError } from '../commerce/italian';
import { messages } from '../commerce/messages';
import { toMoney } from '../commerce/totals';
import { sendMail } from '../mail/transport';
import { newsletterConfirmMail, passwordResetMail, registrationAttemptMail, registrationConfirmMail } from '../mail/templates';
import { createConfirmation } from '../auth/confirmations';
import type { Db } from '../db';
import { CART_COOKIE, mergeGuestCart } from './cart.store';
import { mergeGuestWishlist } from './wishlist';

type CustomerView = z.input<typeof customerSchema>;
type AddressView = z.input<typeof customerAddress>;
type OrderView = z.input<typeof customerOrder>;
type AddressInput = z.output<typeof addressInput>;

/** Per client address and window (seconds): enough for a person, too few for guessing (docs/architecture.md §4). */
export const LIMITS = {
  login: { limit: 10, window: 300 },
  /** Failed logins per account and per network (an IPv4 address or an IPv6 /64) in 5 minutes; successes never count. */
  loginFailures: { account: 10, network: 30, window: 300 },
  /** Mails sent and not yet acted on, per address and network, counted as failures whether or not the address has an account; using the link takes it back. */
  register: { account: 3, network: 10, window: 3600 },
  forgotPassword: { account: 3, network: 10, window: 900 },
  newsletter: { account: 3, network: 10, window: 3600 },
  /** Reset tokens that did not work, per address and per network. */
  resetFailures: { account: 10, network: 30, window: 900 },
} as const;

/** A reset link works for one hour, once. */
const RESET_TOKEN_TTL_MS = 3600_000;
/** Forgot-password answers no sooner than this, so the work for a registered address hides inside it and timing tells nothing. */
const FORGOT_PASSWORD_MIN_MS = 400;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'In attesa di pagamento',
  processing: 'Pagato, in preparazione',
  canceled: 'Annullato',
  expired: 'Annullato: pagamento non ricevuto in tempo',
  refund_needed: 'Annullato, rimborso in corso',
};

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkAddress(address: { postcode: string; region_code?: string | null; country_code: 'IT' | 'SM' | 'VA'; telephone: string; fiscal_code?: string | null }): void {
  const problem = addressError(address);
  if (problem) throw new HttpError(400, `Argomento non valido (${problem.field}): ${problem.message}`);
}

/** An address as carts, orders and the address book store it, after the Italian checks. */
export function storedAddress(input: AddressInput) {
  checkAddress(input);
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: input.company?.trim() || null,
    street: input.street.map((line) => line.trim()),
    city: input.city.trim(),
    postcode: input.postcode.trim(),
    region_code: input.country_code === 'IT' ? input.region_code!.trim().toUpperCase() : null,
    country_code: input.country_code,
    telephone: input.telephone.trim(),
    fiscal_code: input.fiscal_code?.toUpperCase() ?? null,
  };
}

async function addressesOf(ctx: Context, customerId: number): Promise<AddressView[]> {
  return ctx.db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(({ customer_id: _owner, ...row }) => row));
}

async function customerView(ctx: Context, customerId: number): Promise<CustomerView> {
  const row = await ctx.db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const subscription = await ctx.db.selectFrom('newsletter_subscribers').select('status').where('email', '=', row.email).executeTakeFirst();
  return {
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    tax_code: row.tax_code,
    is_subscribed: subscription?.status === 'SUBSCRIBED',
    created_at: row.created_at.toISOString(),
    addresses: await addressesOf(ctx, customerId),
  };
}

export async function setSubscription(db: Db, input: { email: string; firstname: string; lastname: string; customerId: number | null; subscribed: boolean }): Promise<void> {
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: input.email, firstname: input.firstname, lastname: input.lastname, status: input.subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED', customer_id: input.customerId })
    .onConflict((oc) => oc.column('email').doUpdateSet({ status: input.subscribed ? 'SUBSCRIBED' : 'UNSUBSCRIBED', customer_id: input.customerId, updated_at: new Date() }))
    .execute();
}

async function saveAddress(ctx: Context, customerId: number, input: AddressInput & { default_shipping?: boolean; default_billing?: boolean }, id?: number): Promise<AddressView> {
  const address = storedAddress(input);
  return inTransaction(ctx.db, async (trx) => {
    // One default of each kind: setting a new one clears the previous.
    if (input.default_shipping) await trx.updateTable('customer_addresses').set({ default_shipping: false }).where('customer_id', '=', customerId).execute();
    if (input.default_billing) await trx.updateTable('customer_addresses').set({ default_billing: false }).where('customer_id', '=', customerId).execute();
    const values = { ...address, default_shipping: input.default_shipping ?? false, default_billing: input.default_billing ?? false };
    const saved =
      id === undefined
        ? await trx
            .insertInto('customer_addresses')
            .values({ ...values, customer_id: customerId })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx.updateTable('customer_addresses').set(values).where('id', '=', id).where('customer_id', '=', customerId).returningAll().executeTakeFirst();
    if (!saved) throw new HttpError(404, messages.addressNotFound);
    const { customer_id: _owner, ...view } = saved;
    return view;
  });
}

function pageOf(page: { pageSize?: number; currentPage?: number } | null | undefined, defaultSize: number) {
  const pageSize = page?.pageSize ?? defaultSize;
  const currentPage = page?.currentPage ?? 1;
  return { pageSize, currentPage, offset: (currentPage - 1) * pageSize };
}

export async function ordersOf(ctx: Context, customerId: number, page: { pageSize: number; offset: number }): Promise<{ items: OrderView[]; total: number }> {
  const orders = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const { total } = await ctx.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const items = orders.length
    ? await ctx.db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return {
    total: Number(total),
    items: orders.map((order) => ({
      number: order.number,
      order_date: order.created_at.toISOString(),
      status: order.status,
      status_label: ORDER_STATUS_LABELS[order.status],
      total: {
        subtotal: toMoney(order.subtotal_cents),
        discount: toMoney(order.discount_cents),
        shipping: toMoney(order.shipping_cents),
        gift_cards: toMoney(order.gift_card_cents),
        grand_total: toMoney(order.grand_total_cents),
      },
      items: items
        .filter((item) => item.order_id === order.id)
        .map((item) => ({
          product_sku: item.sku,
          product_name: item.name,
          selected_options: item.options,
          quantity_ordered: item.quantity,
          product_sale_price: toMoney(item.price_cents),
        })),
    })),
  };
}

/** What the shopper gathered as a guest follows them into their account, once logged in. */
export async function adoptGuestBelongings(ctx: Context): Promise<void> {
  const { cart, wishlist } = ctx.cookies;
  await inTransaction(ctx.db, async (trx) => {
    if (cart) await mergeGuestCart(ctx, trx, cart);
    if (wishlist) await mergeGuestWishlist(ctx, trx, wishlist);
  });
  if (cart) ctx.clearCookie(CART_COOKIE);
  if (wishlist) ctx.clearCookie(WISHLIST_COOKIE);
}

export const customerHandlers: Handlers<typeof customerMethods> = {
  async createCustomer(ctx, input) {
    const email = normaliseEmail(input.email);
    const attempt = await failureLimit(ctx, 'register', email, LIMITS.register);
    await verifyCaptcha(ctx, input.recaptchaToken, 'register');
    if (!isValidFiscalCode(input.tax_code)) throw new HttpError(400, `Argomento non valido (0.tax_code): ${messages.invalidFiscalCode}`);
    // Hashed on both paths, so an address with an account answers as slowly as one without (docs/adr/0031).
    const passwordHash = await hashPassword(input.password);
    const owner = await ctx.db.selectFrom('customers').select('firstname').where('email', '=', email).executeTakeFirst();
    await inTransaction(ctx.db, async (trx) => {
      const mail = { db: trx, config: ctx.config };
      if (owner) {
        await sendMail(mail, registrationAttemptMail({ to: email, firstname: owner.firstname, shopLink: `${ctx.config.publicOrigin}/it` }));
        return;
      }
      const firstname = input.firstname.trim();
      const payload = {
        firstname,
        lastname: input.lastname.trim(),
        tax_code: input.tax_code.toUpperCase(),
        password_hash: passwordHash,
        is_subscribed: input.is_subscribed ?? false,
      };
      const token = await createConfirmation(trx, { purpose: 'register', email, payload, network: attempt.network });
      await sendMail(mail, registrationConfirmMail({ to: email, firstname, link: `${ctx.config.publicOrigin}/api/customer/confirm?${new URLSearchParams({ token })}` }));
    });
    await attempt.failed();
    // The same answer whether or not the address has an account: what happened is told in its mailbox.
    return { result: true };
  },

  async generateCustomerToken(ctx, input) {
    const attempt = await failureLimit(ctx, 'login', normaliseEmail(input.email), LIMITS.loginFailures);
    await verifyCaptcha(ctx, input.recaptchaToken, 'login');
    const account = await ctx.db
      .selectFrom('customers')
      .select(['id', 'password_hash', 'email', 'firstname', 'lastname'])
      .where('email', '=', normaliseEmail(input.email))
      .executeTakeFirst();
    const valid = account ? await verifyPassword(input.password, account.password_hash) : await verifyAgainstDecoy(input.password);
    if (!account || !valid) {
      await attempt.failed();
      throw new HttpError(401, messages.wrongCredentials);
    }
    const session = await startSession(ctx, account.id);
    // An unticked box is not a request to leave the newsletter: only a ticked one changes anything.
    if (input.is_subscribed)
      await setSubscription(ctx.db, { email: account.email, firstname: account.firstname, lastname: account.lastname, customerId: account.id, subscribed: true });
    await adoptGuestBelongings(ctx);
    return { expires_at: session.expiresAt, lifetime_seconds: session.lifetimeSeconds };
  },

  async revokeCustomerToken(ctx) {
    return { result: await endSession(ctx) };
  },

  async customer(ctx) {
    return customerView(ctx, await requireCustomerId(ctx));
  },

  async updateCustomer(ctx, input) {
    const customerId = await requireCustomerId(ctx);
    if (input.tax_code && !isValidFiscalCode(input.tax_code)) throw new HttpError(400, `Argomento non valido (0.tax_code): ${messages.invalidFiscalCode}`);
    const changes = {
      ...(input.firstname ? { firstname: input.firstname.trim() } : {}),
      ...(input.lastname ? { lastname: input.lastname.trim() } : {}),
      ...(input.tax_code ? { tax_code: input.tax_code.toUpperCase() } : {}),
    };
    const row = await ctx.db
      .updateTable('customers')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', customerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.is_subscribed !== undefined) {
      await setSubscription(ctx.db, { email: row.email, firstname: row.firstname, lastname: row.lastname, customerId, subscribed: input.is_subscribed });
    }
    return customerView(ctx, customerId);
  },

  async changePassword(ctx, { currentPassword, newPassword }) {
    const customerId = await requireCustomerId(ctx);
    await rateLimit(ctx, 'login', LIMITS.login.limit, LIMITS.login.window);
    const row = await ctx.db.selectFrom('customers').select('password_hash').where('id', '=', customerId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(currentPassword, row.password_hash))) throw new HttpError(400, messages.wrongCurrentPassword);
    const passwordHash = await hashPassword(newPassword);
    await inTransaction(ctx.db, async (trx) => {
      await trx.updateTable('customers').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', customerId).execute();
      // Every other session ends: whoever knew the old password is logged out.
      await trx
        .deleteFrom('customer_tokens')
        .where('customer_id', '=', customerId)
        .where('token_hash', '!=', hashToken(ctx.cookies.customer ?? ''))
        .execute();
    });
    return customerView(ctx, customerId);
  },

  async requestPasswordResetEmail(ctx, { email, recaptchaToken }) {
    const started = Date.now();
    const address = normaliseEmail(email);
    const attempt = await failureLimit(ctx, 'forgot-password', address, LIMITS.forgotPassword);
    await verifyCaptcha(ctx, recaptchaToken, 'forgotPassword');
    const account = await ctx.db.selectFrom('customers').select(['id', 'firstname', 'email']).where('email', '=', address).executeTakeFirst();
    if (account) {
      const token = newToken();
      await ctx.db
        .insertInto('password_reset_tokens')
        .values({ token_hash: hashToken(token), customer_id: account.id, expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
        .execute();
      const link = `${ctx.config.publicOrigin}/it/reset-password?${new URLSearchParams({ token, email: account.email })}`;
      await sendMail(ctx, passwordResetMail({ to: account.email, firstname: account.firstname, link }));
    }
    await attempt.failed();
    const remaining = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
    if (remaining > 0) await sleep(remaining);
    // The same answer for every address (docs/architecture.md §4): nobody learns who has an account.
    return { result: true };
  },

  async resetPassword(ctx, { email, token, newPassword }) {
    const attempt = await failureLimit(ctx, 'reset-password', normaliseEmail(email), LIMITS.resetFailures);
    const passwordHash = await hashPassword(newPassword);
    const done = await inTransaction(ctx.db, async (trx) => {
      // Marking the token used in the same statement that checks it makes it single-use under races.
      const used = await sql<{ customer_id: number }>`
        update password_reset_tokens t set used_at = now()
        from customers c
        where t.token_hash = ${hashToken(token)} and t.customer_id = c.id and c.email = ${normaliseEmail(email)}
          and t.used_at is null and t.expires_at > now()
        returning t.customer_id`.execute(trx);
      const customerId = used.rows[0]?.customer_id;
      if (customerId === undefined) return false;
      await trx.updateTable('customers').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', customerId).execute();
      await trx.deleteFrom('customer_tokens').where('customer_id', '=', customerId).execute();
      await trx.deleteFrom('password_reset_tokens').where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
      return true;
    });
    if (!done) {
      await attempt.failed();
      throw new HttpError(400, messages.resetTokenInvalid);
    }
    // The link did what it was asked for, so its request is forgiven (on this client's network, where it is usually opened).
    await forgiveFailure(ctx.store, 'forgot-password', normaliseEmail(email), attempt.network);
    clearSessionCookies(ctx);
    return { result: true };
  },

  async customerAddresses(ctx) {
    return addressesOf(ctx, await requireCustomerId(ctx));
  },

  async createCustomerAddress(ctx, input) {
    return saveAddress(ctx, await requireCustomerId(ctx), input);
  },

  async updateCustomerAddress(ctx, id, input) {
    return saveAddress(ctx, await requireCustomerId(ctx), input, id);
  },

  async deleteCustomerAddress(ctx, id) {
    const customerId = await requireCustomerId(ctx);
    const removed = await ctx.db.deleteFrom('customer_addresses').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, messages.addressNotFound);
    return { result: true };
  },

  async customerOrders(ctx, page) {
    const customerId = await requireCustomerId(ctx);
    const { pageSize, currentPage, offset } = pageOf(page, 10);
    const { items, total } = await ordersOf(ctx, customerId, { pageSize, offset });
    return { items, total_count: total, page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) } };
  },

  async customerReviews(ctx, page) {
    const customerId = await requireCustomerId(ctx);
    const { pageSize, currentPage, offset } = pageOf(page, 10);
    const rows = await ctx.db
      .selectFrom('product_reviews as r')
      .innerJoin('products as p', 'p.uid', 'r.product_uid')
      .select(['r.id', 'p.sku as product_sku', 'p.name as product_name', 'r.nickname', 'r.summary', 'r.text', 'r.rating', 'r.created_at'])
      .where('r.customer_id', '=', customerId)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute();
    const { total } = await ctx.db
      .selectFrom('product_reviews')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return {
      items: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total_count: Number(total),
      page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(Number(total) / pageSize) },
    };
  },

  async createProductReview(ctx, input) {
    const customerId = await requireCustomerId(ctx);
    // A variant's sku reviews its product.
    const product = await ctx.db
      .selectFrom('products as p')
      .leftJoin('product_variants as v', 'v.product_uid', 'p.uid')
      .select(['p.uid', 'p.sku', 'p.name'])
      .where((eb) => eb.or([eb('p.sku', '=', input.sku), eb('v.sku', '=', input.sku)]))
      .executeTakeFirst();
    if (!product) throw new HttpError(404, messages.reviewProductNotFound);
    const row = await ctx.db
      .insertInto('product_reviews')
      .values({ product_uid: product.uid, customer_id: customerId, nickname: input.nickname.trim(), summary: input.summary.trim(), text: input.text.trim(), rating: input.rating })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      product_sku: product.sku,
      product_name: product.name,
      nickname: row.nickname,
      summary: row.summary,
      text: row.text,
      rating: row.rating,
      created_at: row.created_at.toISOString(),
    };
  },

  async updateNewsletterSubscription(ctx, input) {
    const email = normaliseEmail(input.email);
    const attempt = await failureLimit(ctx, 'newsletter', email, LIMITS.newsletter);
    await verifyCaptcha(ctx, input.recaptchaToken, 'newsletterSubscribe');
    // Double opt-in, with the same work and answer whether or not the address is subscribed (GET /api/newsletter/confirm completes it).
    await inTransaction(ctx.db, async (trx) => {
      const firstname = input.name.trim();
      const token = await createConfirmation(trx, { purpose: 'newsletter', email, payload: { firstname, lastname: input.lastName.trim() }, network: attempt.network });
      await sendMail(
        { db: trx, config: ctx.config },
        newsletterConfirmMail({ to: email, firstname, link: `${ctx.config.publicOrigin}/api/newsletter/confirm?${new URLSearchParams({ token })}` }),
      );
    });
    await attempt.failed();
    return { status: 'NOT_ACTIVE' };
  },
};
