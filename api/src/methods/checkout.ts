import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { shopPath, type checkoutMethods, type placedOrder, type addressInput } from '@bottega/api-contract';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import type { StoredAddress } from '../db/schema.commerce';
import type { Handlers } from './handler';
import { HttpError } from '../httpError';
import { currentCustomerId } from '../auth/session';
import { messages } from '../commerce/messages';
import { giftCardsOf, lockStock, releaseOrder, takeStock, unitsOf, type StockUnit } from '../commerce/reservations';
import { inTransaction } from '../db/transaction';
import { rateLimit } from '../rateLimit';
import { toMoney } from '../commerce/totals';
import { selectedOptions } from '../commerce/product-refs';
import { resolveCartId } from './cart.store';
import { PAYMENT_METHODS, SHIPPING_METHOD, cartState, lineProblem, optionLabels, shippingTitles, cartView } from './cart.view';
import { storedAddress } from './customer';
import { markPaid, queueOrderConfirmation, redirectFor, startAttempt } from '../payment/service';

type PlacedOrder = z.input<typeof placedOrder>;

/** Orders awaiting payment one client may hold at once (before RATE_LIMIT_SCALE). */
export const MAX_UNPAID_ORDERS_PER_CLIENT = 3;
/** Units of one sku, and units in all, that one client's unpaid orders may hold (product rule §9, before RATE_LIMIT_SCALE). */
export const MAX_UNPAID_UNITS_PER_SKU = 20;
export const MAX_UNPAID_UNITS_PER_CLIENT = 60;
/** Checkout calls that open or place orders, per client and window (before RATE_LIMIT_SCALE). */
const CHECKOUT_LIMITS = { initCheckout: { limit: 30, window: 600 }, placeOrder: { limit: 10, window: 600 } };
type AddressArg = z.output<typeof addressInput> | { customer_address_id: number };

/** Changes the current cart at checkout; there must be one. */
async function changeCheckoutCart(ctx: Context, change: (trx: Transaction<Database>, cartId: string) => Promise<void>) {
  const cartId = await inTransaction(ctx.db, async (trx) => {
    const id = await resolveCartId(ctx, trx, { create: false, lock: true });
    if (!id) throw new HttpError(409, messages.cartEmpty);
    await change(trx, id);
    return id;
  });
  return cartView(ctx, ctx.db, cartId);
}

async function addressFrom(ctx: Context, trx: Transaction<Database>, arg: AddressArg): Promise<StoredAddress> {
  if (!('customer_address_id' in arg)) return storedAddress(arg);
  const customerId = await currentCustomerId(ctx, trx);
  const saved =
    customerId === null
      ? undefined
      : await trx.selectFrom('customer_addresses').selectAll().where('id', '=', arg.customer_address_id).where('customer_id', '=', customerId).executeTakeFirst();
  if (!saved) throw new HttpError(404, messages.addressNotFound);
  const { id: _id, customer_id: _owner, default_billing: _billing, default_shipping: _shipping, ...address } = saved;
  return address;
}

/**
 * What one client may leave awaiting payment at once, each holding stock for the reservation window
 * (product rule §9): orders, units of one sku, and units in all. A customer counts by account, a
 * guest by address, since a guest can make carts at will. The orders this one `replaced` (its cart's
 * own unpaid ones) do not count: paying again never counts the order it replaces.
 */
async function assertFewUnpaidOrders(ctx: Context, trx: Transaction<Database>, customerId: number | null, units: readonly StockUnit[], replaced: readonly number[]): Promise<void> {
  const held = await trx
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .select(['i.sku', (eb) => eb.fn.sum<number>('i.quantity').as('units')])
    .where('o.status', '=', 'pending_payment')
    .where((eb) => (customerId !== null ? eb('o.customer_id', '=', customerId) : eb('o.client_ip', '=', ctx.ip)))
    .$if(replaced.length > 0, (query) => query.where('o.id', 'not in', replaced))
    .groupBy('i.sku')
    .execute();
  const scale = ctx.config.rateLimitScale;
  const orders = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending_payment')
    .where((eb) => (customerId !== null ? eb('customer_id', '=', customerId) : eb('client_ip', '=', ctx.ip)))
    .$if(replaced.length > 0, (query) => query.where('id', 'not in', replaced))
    .executeTakeFirstOrThrow();
  if (Number(orders.n) >= MAX_UNPAID_ORDERS_PER_CLIENT * scale) throw new HttpError(429, messages.tooManyUnpaidOrders);
  const heldOf = new Map(held.map((row) => [row.sku, Number(row.units)]));
  const total = [...heldOf.values()].reduce((sum, n) => sum + n, 0) + units.reduce((sum, unit) => sum + unit.quantity, 0);
  if (total > MAX_UNPAID_UNITS_PER_CLIENT * scale) throw new HttpError(429, messages.tooManyUnpaidUnits(MAX_UNPAID_UNITS_PER_CLIENT * scale));
  for (const unit of units) {
    if ((heldOf.get(unit.sku) ?? 0) + unit.quantity > MAX_UNPAID_UNITS_PER_SKU * scale) throw new HttpError(429, messages.tooManyUnpaidOfOne(MAX_UNPAID_UNITS_PER_SKU * scale));
  }
}

/** The answer for an order: for an unpaid card order, the payment page form (a fresh attempt after a decline). */
async function answerFor(ctx: Context, trx: Transaction<Database>, orderId: number): Promise<PlacedOrder> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  let redirect = null;
  if (order.status === 'pending_payment') {
    const last = await trx
      .selectFrom('payment_attempts')
      .select(['cod_trans', 'status'])
      .where('order_id', '=', order.id)
      .orderBy('created_at', 'desc')
      .orderBy('cod_trans', 'desc')
      .executeTakeFirst();
    // A double submit gets the same attempt; a retry after a decline or a cancel gets a new codTrans.
    const codTrans = last?.status === 'started' ? last.cod_trans : await startAttempt(trx, order);
    redirect = redirectFor(ctx.config, { codTrans, amountCents: order.grand_total_cents, orderNumber: order.number, email: order.email });
  }
  return { order: { number: order.number, status: order.status, grand_total: toMoney(order.grand_total_cents) }, payment: { method: order.payment_method, redirect } };
}

/** An order this shopper already placed with this key (also once its cart is closed after payment). */
async function orderByKey(ctx: Context, trx: Transaction<Database>, key: string, cartId: string | null) {
  const customerId = await currentCustomerId(ctx, trx);
  const owners = [cartId, ctx.cookies.cart].filter((id): id is string => Boolean(id));
  return trx
    .selectFrom('orders')
    .select('id')
    .where('idempotency_key', '=', key)
    .where((eb) => eb.or([...(owners.length ? [eb('cart_id', 'in', owners)] : []), ...(customerId !== null ? [eb('customer_id', '=', customerId)] : [])]))
    .executeTakeFirst();
}

export const checkoutHandlers: Handlers<typeof checkoutMethods> = {
  async initCheckout(ctx, { baseUrl }) {
    await rateLimit(ctx, 'init-checkout', CHECKOUT_LIMITS.initCheckout.limit, CHECKOUT_LIMITS.initCheckout.window);
    // The checkout belongs to the shop's one public origin; an address from elsewhere is refused, not stored.
    if (shopPath(baseUrl, { origin: ctx.config.publicOrigin }) === null) throw new HttpError(400, messages.checkoutElsewhere(ctx.config.publicOrigin));
    const cartId = await resolveCartId(ctx, ctx.db, { create: false });
    const count = cartId
      ? await ctx.db
          .selectFrom('cart_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('cart_id', '=', cartId)
          .executeTakeFirstOrThrow()
      : { n: 0 };
    if (!cartId || Number(count.n) === 0) throw new HttpError(409, messages.cartEmpty);
    // docs/product-rules.md §2 and §4: checkout starts at user-account for everyone; the checkout itself moves a customer on to shipping.
    return { path: '/checkout/user-account' };
  },

  async setGuestEmailOnCart(ctx, { email }) {
    return changeCheckoutCart(ctx, async (trx, cartId) => {
      await trx.updateTable('carts').set({ email: email.trim().toLowerCase() }).where('id', '=', cartId).execute();
    });
  },

  async setShippingAddressOnCart(ctx, arg) {
    return changeCheckoutCart(ctx, async (trx, cartId) => {
      const address = await addressFrom(ctx, trx, arg);
      await trx
        .updateTable('carts')
        .set({ shipping_address: JSON.stringify(address) })
        .where('id', '=', cartId)
        .execute();
    });
  },

  async setBillingAddressOnCart(ctx, arg) {
    return changeCheckoutCart(ctx, async (trx, cartId) => {
      if ('same_as_shipping' in arg) {
        await sql`update carts set billing_address = shipping_address where id = ${cartId}`.execute(trx);
        const row = await trx.selectFrom('carts').select('billing_address').where('id', '=', cartId).executeTakeFirstOrThrow();
        if (!row.billing_address) throw new HttpError(409, messages.missingShippingAddress);
        return;
      }
      const address = await addressFrom(ctx, trx, arg);
      await trx
        .updateTable('carts')
        .set({ billing_address: JSON.stringify(address) })
        .where('id', '=', cartId)
        .execute();
    });
  },

  async shippingMethods(ctx) {
    const cartId = await resolveCartId(ctx, ctx.db, { create: false });
    if (!cartId) throw new HttpError(409, messages.cartEmpty);
    const { totals, country } = await cartState(ctx, ctx.db, cartId);
    if (totals.shippingCents === null) throw new HttpError(400, messages.noShippingMethods);
    return [
      {
        ...SHIPPING_METHOD,
        ...shippingTitles(country),
        amount: toMoney(totals.shippingCents),
      },
    ];
  },

  async setShippingMethodOnCart(ctx, { carrier_code, method_code }) {
    if (carrier_code !== SHIPPING_METHOD.carrier_code || method_code !== SHIPPING_METHOD.method_code) throw new HttpError(400, messages.shippingMethodUnavailable);
    return changeCheckoutCart(ctx, async (trx, cartId) => {
      const { totals } = await cartState(ctx, trx, cartId);
      if (totals.shippingCents === null) throw new HttpError(400, messages.noShippingMethods);
      await trx
        .updateTable('carts')
        .set({ shipping_method: `${carrier_code}/${method_code}` })
        .where('id', '=', cartId)
        .execute();
    });
  },

  async placeOrder(ctx, { idempotencyKey }) {
    await rateLimit(ctx, 'place-order', CHECKOUT_LIMITS.placeOrder.limit, CHECKOUT_LIMITS.placeOrder.window);
    // Read before the transaction: on PGlite the transaction holds the only connection.
    const label = await optionLabels(ctx);
    // A deadlock or serialization failure runs it all again; the key then finds what a finished run made.
    const answer = await inTransaction(ctx.db, async (trx) => {
      // The cart lock makes a double submit wait here, then find the order the first one made.
      const cartId = await resolveCartId(ctx, trx, { create: false, lock: true });
      const previous = await orderByKey(ctx, trx, idempotencyKey, cartId);
      if (previous) return answerFor(ctx, trx, previous.id);
      if (!cartId) throw new HttpError(409, messages.cartEmpty);
      const state = await cartState(ctx, trx, cartId);
      const { row, lines, coupon } = state;
      let { totals } = state;
      if (lines.length === 0) throw new HttpError(409, messages.cartEmpty);
      const customerId = await currentCustomerId(ctx, trx);
      const email = row.email ?? (customerId === null ? null : (await trx.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow()).email);
      if (!email) throw new HttpError(409, messages.missingEmail);
      if (!row.shipping_address) throw new HttpError(409, messages.missingShippingAddress);
      if (!row.billing_address) throw new HttpError(409, messages.missingBillingAddress);
      if (!row.shipping_method) throw new HttpError(409, messages.missingShippingMethod);
      if (totals.shippingCents === null) throw new HttpError(400, messages.noShippingMethods);
      if (!PAYMENT_METHODS.some((method) => method.code === row.payment_method)) throw new HttpError(409, messages.missingPaymentMethod);
      // A line's stock counts what this cart's own unpaid order holds (cartState): paying again after a decline is never blocked by it.
      for (const line of lines) {
        const problem = lineProblem(line);
        if (problem) throw new HttpError(409, `${line.sellable.name}: ${problem.message}`);
      }
      const units = lines.map(({ quantity, sellable }) => ({ sku: sellable.sku, productUid: sellable.productUid, quantity }));
      // An unpaid order of this cart made with another key is replaced: it counts neither against the
      // client's limits nor, below, against the stock it gives back.
      const replaced = (await trx.selectFrom('orders').select('id').where('cart_id', '=', cartId).where('status', '=', 'pending_payment').execute()).map((order) => order.id);
      await assertFewUnpaidOrders(ctx, trx, customerId, units, replaced);
      const replacedCards = await giftCardsOf(trx, replaced);
      // From here rows other orders share are locked until the commit: what the replaced order gives
      // back and what this one takes, together, in lockStock's one order; as few statements as may be.
      const locked = await lockStock(trx, [...(await unitsOf(trx, replaced)), ...units], [...replacedCards, ...totals.giftCards.map((card) => card.code)]);
      for (const id of replaced) await releaseOrder(trx, id, 'canceled', locked);
      // Gift-card balances it had spent are back: the totals count them again.
      if (replacedCards.length) totals = (await cartState(ctx, trx, cartId)).totals;
      const shippingCents = totals.shippingCents;
      if (shippingCents === null) throw new HttpError(400, messages.noShippingMethods);
      const short = await takeStock(trx, units, locked);
      if (short !== null) throw new HttpError(409, messages.orderOutOfStock(lines.find((line) => line.sellable.sku === short)?.sellable.name ?? short));
      const byCode = totals.giftCards.filter((applied) => applied.appliedCents > 0).sort((a, b) => (a.code < b.code ? -1 : 1));
      for (const card of byCode) {
        // A card that expired since it was applied is refused here, where its balance is spent.
        const spent = await sql`update gift_cards set balance_cents = balance_cents - ${card.appliedCents}
          where code = ${card.code} and balance_cents >= ${card.appliedCents} and (expires_at is null or expires_at > now())`.execute(trx);
        if (Number(spent.numAffectedRows ?? 0) === 0) throw new HttpError(409, messages.giftCardUnable);
      }
      const { rows } = await sql<{ number: string }>`select nextval('order_number_seq')::text as number`.execute(trx);
      const order = await trx
        .insertInto('orders')
        .values({
          number: rows[0].number,
          cart_id: cartId,
          idempotency_key: idempotencyKey,
          customer_id: customerId,
          email,
          status: 'pending_payment',
          subtotal_cents: totals.subtotalCents,
          discount_cents: totals.discountCents,
          shipping_cents: shippingCents,
          gift_card_cents: totals.giftCardCents,
          grand_total_cents: totals.grandTotalCents,
          coupon_code: totals.discountCents > 0 || coupon?.kind === 'free_shipping' ? (coupon?.code ?? null) : null,
          shipping_address: JSON.stringify(row.shipping_address),
          billing_address: JSON.stringify(row.billing_address),
          shipping_method: row.shipping_method,
          payment_method: row.payment_method!,
          business_data: row.business_data ? JSON.stringify(row.business_data) : null,
          note: row.note,
          reserved_until: new Date(Date.now() + ctx.config.stockReservationMinutes * 60_000),
          client_ip: ctx.ip,
          // The schema let the call through only with the acceptance ticked: this is when it was given.
          terms_accepted_at: new Date(),
        })
        .returning(['id', 'number', 'grand_total_cents'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          lines.map(({ quantity, sellable }) => ({
            order_id: order.id,
            sku: sellable.sku,
            product_uid: sellable.productUid,
            name: sellable.name,
            options: JSON.stringify(sellable.variant ? selectedOptions(sellable.variant, label).map((option) => ({ label: option.option_label, value: option.value_label })) : []),
            quantity,
            price_cents: sellable.priceCents,
            regular_price_cents: sellable.regularPriceCents,
          })),
        )
        .execute();
      const spentCards = totals.giftCards.filter((card) => card.appliedCents > 0);
      if (spentCards.length)
        await trx
          .insertInto('order_gift_cards')
          .values(spentCards.map((card) => ({ order_id: order.id, code: card.code, amount_cents: card.appliedCents })))
          .execute();
      // Gift cards that cover everything leave nothing to pay by card.
      if (order.grand_total_cents === 0) {
        await markPaid(trx, order.id);
        await queueOrderConfirmation({ db: trx, config: ctx.config }, order.id);
      }
      return answerFor(ctx, trx, order.id);
    });
    return answer;
  },
};
