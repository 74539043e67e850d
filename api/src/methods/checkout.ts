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
import { closeOrders, giveBackGiftCards, lockStock, shiftStock, shortOf, taking, type StockUnit } from '../commerce/reservations';
import { inTransaction } from '../db/transaction';
import { rateLimit } from '../rateLimit';
import { toMoney } from '../commerce/totals';
import { selectedOptions, type OptionLabel } from '../commerce/product-refs';
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
  const mine = customerId !== null ? sql`o.customer_id = ${customerId}` : sql`o.client_ip = ${ctx.ip}`;
  const unpaid = sql`o.status = 'pending_payment' and ${mine} and o.id <> all(${replaced}::int[])`;
  // One statement: the units by sku, and a row without a sku that counts the orders.
  const { rows } = await sql<{ sku: string | null; n: number }>`
    select i.sku, sum(i.quantity)::int as n from orders o join order_items i on i.order_id = o.id where ${unpaid} group by i.sku
    union all
    select null, count(*)::int from orders o where ${unpaid}`.execute(trx);
  const held = rows.filter((row) => row.sku !== null);
  const orders = rows.find((row) => row.sku === null) ?? { n: 0 };
  const scale = ctx.config.rateLimitScale;
  if (Number(orders.n) >= MAX_UNPAID_ORDERS_PER_CLIENT * scale) throw new HttpError(429, messages.tooManyUnpaidOrders);
  const heldOf = new Map(held.map((row) => [row.sku, row.n]));
  const total = [...heldOf.values()].reduce((sum, n) => sum + n, 0) + units.reduce((sum, unit) => sum + unit.quantity, 0);
  if (total > MAX_UNPAID_UNITS_PER_CLIENT * scale) throw new HttpError(429, messages.tooManyUnpaidUnits(MAX_UNPAID_UNITS_PER_CLIENT * scale));
  for (const unit of units) {
    if ((heldOf.get(unit.sku) ?? 0) + unit.quantity > MAX_UNPAID_UNITS_PER_SKU * scale) throw new HttpError(429, messages.tooManyUnpaidOfOne(MAX_UNPAID_UNITS_PER_SKU * scale));
  }
}

type CartState = Awaited<ReturnType<typeof cartState>>;

/** Writes the new order and its lines (its number drawn in the same statement): two statements. */
async function writeOrder(
  ctx: Context,
  trx: Transaction<Database>,
  order: Pick<CartState, 'row' | 'totals' | 'coupon' | 'lines'> & { cartId: string; idempotencyKey: string; customerId: number | null; email: string; label: OptionLabel },
) {
  const { row, totals, coupon, lines, label } = order;
  const written = await trx
    .insertInto('orders')
    .values({
      number: sql<string>`nextval('order_number_seq')::text`,
      cart_id: order.cartId,
      idempotency_key: order.idempotencyKey,
      customer_id: order.customerId,
      email: order.email,
      status: 'pending_payment',
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      shipping_cents: totals.shippingCents!,
      gift_card_cents: totals.giftCardCents,
      grand_total_cents: totals.grandTotalCents,
      coupon_code: totals.discountCents > 0 || coupon?.kind === 'free_shipping' ? (coupon?.code ?? null) : null,
      shipping_address: JSON.stringify(row.shipping_address),
      billing_address: JSON.stringify(row.billing_address),
      shipping_method: row.shipping_method!,
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
        order_id: written.id,
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
  return written;
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

/**
 * In one statement: the order this shopper already placed with this key (also once its cart is
 * closed after payment), and this cart's unpaid orders, which a new order replaces.
 */
async function ordersOfCart(ctx: Context, trx: Transaction<Database>, key: string, cartId: string | null): Promise<{ previous: number | null; replaced: number[] }> {
  const customerId = await currentCustomerId(ctx, trx);
  const owners = [cartId, ctx.cookies.cart].filter((id): id is string => Boolean(id));
  const rows = await trx
    .selectFrom('orders')
    .select(['id', 'idempotency_key', 'cart_id', 'customer_id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('idempotency_key', '=', key),
          eb.or([...(owners.length ? [eb('cart_id', 'in', owners)] : []), ...(customerId !== null ? [eb('customer_id', '=', customerId)] : [])]),
        ]),
        ...(cartId ? [eb.and([eb('cart_id', '=', cartId), eb('status', '=', 'pending_payment')])] : []),
      ]),
    )
    .execute();
  const previous = rows.find((order) => order.idempotency_key === key && (owners.includes(order.cart_id) || (customerId !== null && order.customer_id === customerId)));
  return {
    previous: previous?.id ?? null,
    replaced: rows.filter((order) => order.cart_id === cartId && order.status === 'pending_payment').map((order) => order.id),
  };
}

/** What orders hold, in one statement: their units of stock and the gift cards they spent on. */
async function heldBy(trx: Transaction<Database>, orderIds: readonly number[]): Promise<{ units: StockUnit[]; cards: string[] }> {
  if (orderIds.length === 0) return { units: [], cards: [] };
  const { rows } = await sql<{ kind: 'unit' | 'card'; sku: string; product_uid: string; quantity: number }>`
    select 'unit' as kind, sku, product_uid, quantity from order_items where order_id = any(${orderIds}::int[])
    union all
    select 'card', code, '', 0 from order_gift_cards where order_id = any(${orderIds}::int[])`.execute(trx);
  return {
    units: rows.filter((row) => row.kind === 'unit').map((row) => ({ sku: row.sku, productUid: row.product_uid, quantity: row.quantity })),
    cards: rows.filter((row) => row.kind === 'card').map((row) => row.sku),
  };
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
      const { previous, replaced } = await ordersOfCart(ctx, trx, idempotencyKey, cartId);
      if (previous !== null) return answerFor(ctx, trx, previous);
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
      const given = await heldBy(trx, replaced);
      await assertFewUnpaidOrders(ctx, trx, customerId, units, replaced);
      // Rows only this cart's checkout writes come first, under the cart's lock alone: the replaced
      // orders closed, the new one written. Rows other orders share (stock, gift-card balances) are
      // locked last and held for as few statements as may be, since every order for the same
      // products waits for them (docs/api.md, "Concurrency, retries and cache invalidation").
      await closeOrders(trx, replaced, 'canceled');
      const order = await writeOrder(ctx, trx, { cartId, idempotencyKey, customerId, email, row, totals, coupon, lines, label });
      // Gift-card amounts the replaced orders spent come back below; until then the totals are not final.
      const totalsFinal = given.cards.length === 0;
      const attempt = totalsFinal && order.grand_total_cents > 0 ? await startAttempt(trx, order) : null;

      const locked = await lockStock(trx, [...given.units, ...units], [...given.cards, ...totals.giftCards.map((card) => card.code)]);
      // What the replaced orders give back and what this one takes, by sku in one statement.
      const shift = [...given.units, ...taking(units)];
      const short = shortOf(shift, await shiftStock(trx, shift, locked));
      if (short !== null) throw new HttpError(409, messages.orderOutOfStock(lines.find((line) => line.sellable.sku === short)?.sellable.name ?? short));
      if (!totalsFinal) {
        await giveBackGiftCards(trx, replaced);
        // Gift-card balances it had spent are back: the totals count them again.
        totals = (await cartState(ctx, trx, cartId)).totals;
        if (totals.shippingCents === null) throw new HttpError(400, messages.noShippingMethods);
        await trx.updateTable('orders').set({ gift_card_cents: totals.giftCardCents, grand_total_cents: totals.grandTotalCents }).where('id', '=', order.id).execute();
      }
      const byCode = totals.giftCards.filter((applied) => applied.appliedCents > 0).sort((a, b) => (a.code < b.code ? -1 : 1));
      for (const card of byCode) {
        // A card that expired since it was applied is refused here, where its balance is spent.
        const spent = await sql`update gift_cards set balance_cents = balance_cents - ${card.appliedCents}
          where code = ${card.code} and balance_cents >= ${card.appliedCents} and (expires_at is null or expires_at > now())`.execute(trx);
        if (Number(spent.numAffectedRows ?? 0) === 0) throw new HttpError(409, messages.giftCardUnable);
      }
      if (byCode.length)
        await trx
          .insertInto('order_gift_cards')
          .values(byCode.map((card) => ({ order_id: order.id, code: card.code, amount_cents: card.appliedCents })))
          .execute();
      // Gift cards that cover everything leave nothing to pay by card.
      if (totals.grandTotalCents === 0) {
        await markPaid(trx, order.id);
        await queueOrderConfirmation({ db: trx, config: ctx.config }, order.id);
      }
      if (!attempt) return answerFor(ctx, trx, order.id);
      const redirect = redirectFor(ctx.config, { codTrans: attempt, amountCents: order.grand_total_cents, orderNumber: order.number, email });
      return {
        order: { number: order.number, status: 'pending_payment' as const, grand_total: toMoney(order.grand_total_cents) },
        payment: { method: row.payment_method!, redirect },
      };
    });
    return answer;
  },
};
