import { inTransaction } from '../db/transaction';
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { cartMethods, Cart, cartUserError } from '@bottega/api-contract';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import type { StoredAddress } from '../db/schema.commerce';
import { rateLimit } from '../rateLimit';
import { HttpError, type Handlers } from './handler';
import { currentCustomerId, requireCustomerId } from '../auth/session';
import { newToken } from '../auth/tokens';
import { messages } from '../commerce/messages';
import { CART_PRODUCT_TYPES, MAX_CART_LINES, MAX_SALEABLE_QTY, lineQuantityError, onlyXLeftInStock, stockStatus } from '../commerce/stock';
import { computeTotals, couponError, toMoney, type CouponRule, type Totals } from '../commerce/totals';
import { isValidPec, isValidVatNumber, normaliseVatNumber } from '@bottega/api-contract';
import { productImage, selectedOptions, variantForOptions, type OptionLabel } from '../commerce/product-refs';
import { catalogMeta } from './catalog.product';

type Db = Kysely<Database> | Transaction<Database>;
type UserError = z.infer<typeof cartUserError>;

/** docs/product-rules.md §3: the guest cart cookie lasts 30 days. */
export const CART_COOKIE = 'cart';
const CART_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** Coupon and gift-card codes one client may try per window (before RATE_LIMIT_SCALE): enough for typos, too few to guess. */
export const CODE_ATTEMPTS = { limit: 10, window: 600 };

export const PAYMENT_METHODS = [{ code: 'xpay', title: 'Carta di credito o debito (Nexi XPay)' }] as const;

export const SHIPPING_METHOD = { carrier_code: 'bottega', method_code: 'standard' } as const;

export function shippingTitles(country: string): { carrier_title: string; method_title: string } {
  return {
    carrier_title: 'Corriere espresso',
    method_title: country === 'IT' ? 'Consegna in 24-48 ore' : 'Consegna in 2-6 giorni lavorativi',
  };
}

/** Whose cart a request works on: the logged-in customer's, else the guest cart the cookie names. */
type CartOwner = { customerId: number } | { guestCartId: string };

/** The owner's active cart (one at most: a partial unique index keeps one per customer). */
function activeCartOf(owner: CartOwner): RawBuilder<SqlBool> {
  return 'customerId' in owner
    ? sql<SqlBool>`status = 'active' and customer_id = ${owner.customerId}`
    : sql<SqlBool>`status = 'active' and id = ${owner.guestCartId} and customer_id is null`;
}

/**
 * The cart this request works on: the customer's active cart when logged in, else the guest cart
 * of the `cart` cookie. A cookie naming a cart that is gone (ordered, merged, never existed) is
 * simply a shopper without a cart — never "no such entity". With `create`, a missing cart is made.
 * With `lock` (inside a transaction) the same statement locks the cart row until the transaction
 * ends and marks it changed: changes to one cart take turns, none is lost.
 */
export async function resolveCartId(ctx: Context, db: Db, options: { create: boolean; lock?: boolean }): Promise<string | null> {
  const customerId = await currentCustomerId(ctx, db);
  const find = async (owner: CartOwner) => {
    const row = options.lock
      ? await db.updateTable('carts').set({ updated_at: new Date() }).where(activeCartOf(owner)).returning('id').executeTakeFirst()
      : await db.selectFrom('carts').select('id').where(activeCartOf(owner)).executeTakeFirst();
    return row?.id ?? null;
  };
  if (customerId !== null) {
    const found = await find({ customerId });
    if (found || !options.create) return found;
    // The partial unique index keeps one active cart per customer even when two requests race here.
    await db
      .insertInto('carts')
      .values({ id: newToken(), customer_id: customerId, status: 'active' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await find({ customerId }))!;
  }
  const cookie = ctx.cookies.cart;
  if (cookie) {
    const found = await find({ guestCartId: cookie });
    if (found) return found;
  }
  if (!options.create) return null;
  const id = newToken();
  await db.insertInto('carts').values({ id, customer_id: null, status: 'active' }).execute();
  ctx.setCookie(CART_COOKIE, id, { maxAgeSeconds: CART_COOKIE_MAX_AGE });
  // The rest of this request works on the new cart too.
  ctx.cookies.cart = id;
  return id;
}

/** A cart id sent by the client must be the cart it is working on; otherwise its view is stale. */
export function assertSameCart(requested: string | null | undefined, actual: string | null): void {
  if (requested && actual && requested !== actual) throw new HttpError(409, messages.cartOutdated);
}

/** Locks a cart row until the transaction ends (merging two carts locks both). */
async function lockCart(trx: Transaction<Database>, cartId: string): Promise<void> {
  await sql`select id from carts where id = ${cartId} for update`.execute(trx);
}

/** Runs `change` on the current cart (created if needed) inside a transaction holding its lock. */
async function changeCart<T>(
  ctx: Context,
  requestedId: string | null | undefined,
  change: (trx: Transaction<Database>, cartId: string) => Promise<T>,
): Promise<{ cartId: string; value: T }> {
  return inTransaction(ctx.db, async (trx) => {
    const cartId = (await resolveCartId(ctx, trx, { create: true, lock: true }))!;
    assertSameCart(requestedId, cartId);
    return { cartId, value: await change(trx, cartId) };
  });
}

/**
 * Changes the cart this request works on in one statement: `change` gets the `cart` CTE, which
 * locks the cart row and marks it changed within that statement, so no transaction stays open
 * across round trips (PGlite runs one statement at a time for every shopper). Returns the cart id,
 * or null when the statement changed nothing; the caller's careful path then says why.
 */
async function changeAtOnce(ctx: Context, requestedId: string | null | undefined, change: (cart: RawBuilder<unknown>) => RawBuilder<{ cart_id: string }>): Promise<string | null> {
  const customerId = await currentCustomerId(ctx);
  const owner: CartOwner | null = customerId !== null ? { customerId } : ctx.cookies.cart ? { guestCartId: ctx.cookies.cart } : null;
  if (!owner) return null;
  const cart = sql`cart as (update carts set updated_at = now() where ${activeCartOf(owner)} ${requestedId ? sql`and id = ${requestedId}` : sql``} returning id)`;
  const { rows } = await change(cart).execute(ctx.db);
  return rows[0]?.cart_id ?? null;
}

/**
 * Adds to the line of a simple product's or a variant's sku, checking the stock and the per-line
 * maximum against the quantity the line holds when the statement runs.
 */
function addLineStatement(cart: RawBuilder<unknown>, line: { sku: string; parent_sku?: string; quantity: number }) {
  return sql<{ cart_id: string }>`
    with ${cart}, sellable as (
      select v.sku, v.product_uid, v.stock_qty from product_variants v join products p on p.uid = v.product_uid
      where v.sku = ${line.sku} and p.sku = coalesce(${line.parent_sku ?? null}::text, p.sku)
      union all
      select sku, uid, stock_qty from products where sku = ${line.sku} and type = 'SimpleProduct'
    )
    insert into cart_items (cart_id, sku, product_uid, quantity)
    select cart.id, sellable.sku, sellable.product_uid, ${line.quantity}::int from cart, sellable
    where ${line.quantity}::int <= least(sellable.stock_qty, ${MAX_SALEABLE_QTY}::int)
      and (select count(*) from cart_items where cart_id = cart.id) < ${MAX_CART_LINES}
    on conflict (cart_id, sku) do update set quantity = cart_items.quantity + excluded.quantity
    where cart_items.quantity + excluded.quantity <= least((select stock_qty from sellable), ${MAX_SALEABLE_QTY}::int)
    returning cart_id`;
}

/**
 * Sets a line's quantity (0 removes it). Lowering is always allowed, so a line whose stock fell can
 * be brought back within it; raising is checked against the stock and the per-line maximum.
 */
function setQuantityStatement(cart: RawBuilder<unknown>, uid: string, quantity: number) {
  if (quantity === 0) {
    return sql<{ cart_id: string }>`
      with ${cart}
      delete from cart_items using cart where cart_items.id = ${Number(uid)} and cart_items.cart_id = cart.id
      returning cart_items.cart_id`;
  }
  return sql<{ cart_id: string }>`
    with ${cart}
    update cart_items set quantity = ${quantity}::int from cart
    where cart_items.id = ${Number(uid)} and cart_items.cart_id = cart.id
      and (${quantity}::int <= cart_items.quantity or ${quantity}::int <= least(${MAX_SALEABLE_QTY}::int, coalesce(
        (select stock_qty from product_variants where sku = cart_items.sku),
        (select stock_qty from products where uid = cart_items.product_uid))))
    returning cart_items.cart_id`;
}

/** Changes an existing cart only: without one there is nothing to change. */
async function changeExistingCart(ctx: Context, requestedId: string | null | undefined, change: (trx: Transaction<Database>, cartId: string) => Promise<void>): Promise<Cart> {
  const cartId = await inTransaction(ctx.db, async (trx) => {
    const id = await resolveCartId(ctx, trx, { create: false, lock: true });
    if (!id) throw new HttpError(404, messages.cartItemNotFound);
    assertSameCart(requestedId, id);
    await change(trx, id);
    return id;
  });
  return cartView(ctx, ctx.db, cartId);
}

/** A product as the cart sees it: a simple product, or one variant of a configurable product. */
export interface Sellable {
  sku: string;
  productUid: string;
  productSku: string;
  type: string;
  name: string;
  urlKey: string;
  priceCents: number;
  regularPriceCents: number;
  stockQty: number;
  lowStockThreshold: number;
  variant: { sku: string; color: string; size: string } | null;
}

/** What a cart or wishlist line shows of its product, read from `products as p`. */
export const LINE_PRODUCT_COLUMNS = [
  'p.uid',
  'p.sku as product_sku',
  'p.type',
  'p.name',
  'p.url_key',
  'p.regular_price_cents',
  'p.special_price_cents',
  'p.stock_qty',
  'p.low_stock_threshold',
] as const;

/** …and of the variant it names, from `product_variants as v` left-joined on the line's sku (all null for a simple product). */
export const LINE_VARIANT_COLUMNS = ['v.sku as v_sku', 'v.color as v_color', 'v.size as v_size', 'v.stock_qty as v_stock_qty'] as const;

function productColumns(db: Db) {
  return db.selectFrom('products as p').select(LINE_PRODUCT_COLUMNS);
}

type ProductRow = {
  uid: string;
  product_sku: string;
  type: string;
  name: string;
  url_key: string;
  regular_price_cents: number;
  special_price_cents: number | null;
  stock_qty: number;
  low_stock_threshold: number;
};
type VariantRow = { sku: string; color: string; size: string; stock_qty: number };

function toSellable(p: ProductRow, v: VariantRow | null): Sellable {
  return {
    sku: v?.sku ?? p.product_sku,
    productUid: p.uid,
    productSku: p.product_sku,
    type: p.type,
    name: p.name,
    urlKey: p.url_key,
    priceCents: p.special_price_cents ?? p.regular_price_cents,
    regularPriceCents: p.regular_price_cents,
    stockQty: v ? v.stock_qty : p.stock_qty,
    lowStockThreshold: p.low_stock_threshold,
    variant: v ? { sku: v.sku, color: v.color, size: v.size } : null,
  };
}

/** Finds what an add-to-cart line names: a variant sku, a simple sku, or a configurable sku plus chosen options. */
async function findSellable(db: Db, line: { sku: string; parent_sku?: string; selected_options?: string[] }): Promise<Sellable | UserError> {
  const variant = await db.selectFrom('product_variants').selectAll().where('sku', '=', line.sku).executeTakeFirst();
  if (variant) {
    const parent = await productColumns(db).where('p.uid', '=', variant.product_uid).executeTakeFirstOrThrow();
    if (line.parent_sku && line.parent_sku !== parent.product_sku) return { code: 'UNDEFINED', message: messages.wrongParent, sku: line.sku };
    return toSellable(parent, variant);
  }
  const product = await productColumns(db).where('p.sku', '=', line.sku).executeTakeFirst();
  if (!product) return { code: 'PRODUCT_NOT_FOUND', message: messages.productNotAvailable, sku: line.sku };
  if (!CART_PRODUCT_TYPES.has(product.type)) return { code: 'UNDEFINED', message: messages.typeNotSupported(product.type), sku: line.sku };
  if (product.type === 'ConfigurableProduct') {
    const variants = await db.selectFrom('product_variants').selectAll().where('product_uid', '=', product.uid).execute();
    const chosen = line.selected_options?.length ? variantForOptions(variants, line.selected_options) : undefined;
    if (!chosen) return { code: 'UNDEFINED', message: messages.selectOptions, sku: line.sku };
    return toSellable(product, chosen);
  }
  return toSellable(product, null);
}

export async function cartCoupon(db: Db, code: string | null): Promise<CouponRule | null> {
  if (!code) return null;
  return (await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst()) ?? null;
}

/** The destination whose shipping applies: the shipping address, else the `country` cookie. */
export function destinationCountry(ctx: Context, shippingAddress: StoredAddress | null): string {
  return shippingAddress?.country_code ?? ctx.cookies.country;
}

/**
 * Cart lines (`cart_items as ci`) with what they are now in the catalog (price, stock), and what this
 * cart's own unpaid order holds of each: a shopper paying again after a declined card gets those
 * units back first (placeOrder), so they are the shopper's to buy, not "sold out".
 */
function cartLineRows(db: Db) {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.uid', 'ci.product_uid')
    .leftJoin('product_variants as v', 'v.sku', 'ci.sku')
    .select(['ci.id', 'ci.quantity', 'ci.sku as line_sku', ...LINE_PRODUCT_COLUMNS, ...LINE_VARIANT_COLUMNS])
    .select(
      sql<number>`(select coalesce(sum(oi.quantity), 0)::int from orders o join order_items oi on oi.order_id = o.id
        where o.cart_id = ci.cart_id and o.status = 'pending_payment' and oi.sku = ci.sku)`.as('held'),
    );
}

function toCartLine(
  line: ProductRow & {
    id: number;
    quantity: number;
    line_sku: string;
    v_sku: string | null;
    v_color: string | null;
    v_size: string | null;
    v_stock_qty: number | null;
    held: number;
  },
) {
  const variant = line.v_sku === null ? null : { sku: line.v_sku, color: line.v_color!, size: line.v_size!, stock_qty: line.v_stock_qty! + line.held };
  const own = toSellable(line, variant);
  const sellable = variant ? own : { ...own, stockQty: own.stockQty + line.held };
  // A colour or size withdrawn from the catalog leaves a line whose sku is neither a variant's nor
  // the product's: it is shown as it was put in the cart, with nothing of it left to sell.
  const withdrawn = variant === null && line.line_sku !== line.product_sku;
  return { id: line.id, quantity: line.quantity, withdrawn, sellable: withdrawn ? { ...sellable, sku: line.line_sku, stockQty: 0 } : sellable };
}

/** Why a line cannot be bought as it is (product rule §8 "product not available", or the stock), or null. */
export function lineProblem(line: Pick<CartLine, 'quantity' | 'withdrawn' | 'sellable'>): { message: string } | null {
  return line.withdrawn ? { message: messages.productNotAvailable } : lineQuantityError(line.quantity, line.sellable.stockQty);
}

/**
 * Everything placeOrder and the cart view need about a cart — the row, its lines with what they
 * are now in the catalog (price, stock), the coupon and the gift cards — in one statement, and the
 * totals computed the same way for both.
 */
export async function cartState(ctx: Context, db: Db, cartId: string) {
  const {
    lines: lineRows,
    gift_cards: giftCards,
    coupon: couponRow,
    ...row
  } = await db
    .selectFrom('carts as c')
    .selectAll('c')
    .select((eb) => [
      jsonArrayFrom(cartLineRows(db).where('ci.cart_id', '=', cartId).orderBy('ci.id')).as('lines'),
      jsonArrayFrom(
        eb
          .selectFrom('cart_gift_cards as cg')
          .innerJoin('gift_cards as g', 'g.code', 'cg.code')
          .select(['g.code', 'g.balance_cents'])
          .whereRef('cg.cart_id', '=', 'c.id')
          .orderBy('cg.position'),
      ).as('gift_cards'),
      jsonObjectFrom(eb.selectFrom('coupons as k').selectAll('k').whereRef('k.code', '=', 'c.coupon_code')).as('coupon'),
    ])
    .where('c.id', '=', cartId)
    .executeTakeFirstOrThrow();
  const lines = lineRows.map(toCartLine);
  // JSON carries the coupon's expiry as text.
  const coupon: CouponRule | null = couponRow ? { ...couponRow, expires_at: couponRow.expires_at === null ? null : new Date(couponRow.expires_at) } : null;
  const country = destinationCountry(ctx, row.shipping_address);
  const totals = computeTotals({
    lines: lines.map((line) => ({ quantity: line.quantity, priceCents: line.sellable.priceCents, regularPriceCents: line.sellable.regularPriceCents })),
    coupon,
    giftCards,
    country,
    now: new Date(),
  });
  return { row, lines, coupon, totals, country };
}

export type CartLine = ReturnType<typeof toCartLine>;

function emptyCart(): Cart {
  const zero = toMoney(0);
  return {
    id: null,
    email: null,
    items: [],
    total_quantity: 0,
    prices: { subtotal: zero, subtotal_regular: zero, discounts: [], shipping: null, gift_cards: zero, grand_total: zero },
    applied_coupons: [],
    applied_gift_cards: [],
    note: null,
    business_data: null,
    shipping_address: null,
    billing_address: null,
    selected_shipping_method: null,
    available_payment_methods: [...PAYMENT_METHODS],
    selected_payment_method: null,
  };
}

function discounts(totals: Totals, coupon: CouponRule | null) {
  return coupon && totals.discountCents > 0 ? [{ label: coupon.label, amount: toMoney(totals.discountCents) }] : [];
}

/** Option value labels from the catalog's (cached) attribute options. */
export async function optionLabels(ctx: Context): Promise<OptionLabel> {
  const meta = await catalogMeta(ctx.db);
  return (code, id) => meta.options.get(code)?.get(id)?.label ?? id;
}

/** Why a line cannot be bought as it is, and the most it may hold now; both null for a line that is fine. */
function maxQuantity(quantity: number, stockQty: number): number | null {
  return lineQuantityError(quantity, stockQty) ? Math.min(Math.max(stockQty, 0), MAX_SALEABLE_QTY) : null;
}

/** The cart in the contract's shape. */
export async function cartView(ctx: Context, db: Db, cartId: string | null): Promise<Cart> {
  if (!cartId) return emptyCart();
  const { row, lines, coupon, totals, country } = await cartState(ctx, db, cartId);
  const label = await optionLabels(ctx);
  const shipping = row.shipping_method && totals.shippingCents !== null ? { ...SHIPPING_METHOD, ...shippingTitles(country), amount: toMoney(totals.shippingCents) } : null;
  const payment = PAYMENT_METHODS.find((method) => method.code === row.payment_method) ?? null;
  return {
    id: row.id,
    email: row.email,
    items: lines.map((line) => {
      const { id, quantity, sellable } = line;
      return {
        uid: String(id),
        product: {
          __typename: sellable.type,
          uid: sellable.productUid,
          sku: sellable.sku,
          parent_sku: sellable.variant ? sellable.productSku : null,
          name: sellable.name,
          url_key: sellable.urlKey,
          thumbnail: productImage(sellable.sku, sellable.name),
          stock_status: stockStatus(sellable.stockQty),
          only_x_left_in_stock: onlyXLeftInStock(sellable.stockQty, sellable.lowStockThreshold),
        },
        quantity,
        prices: {
          price: toMoney(sellable.priceCents),
          regular_price: toMoney(sellable.regularPriceCents),
          row_total: toMoney(sellable.priceCents * quantity),
          row_regular_total: toMoney(sellable.regularPriceCents * quantity),
        },
        configurable_options: sellable.variant ? selectedOptions(sellable.variant, label) : [],
        error: lineProblem(line)?.message ?? null,
        max_quantity: maxQuantity(quantity, sellable.stockQty),
      };
    }),
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    prices: {
      subtotal: toMoney(totals.subtotalCents),
      subtotal_regular: toMoney(totals.subtotalRegularCents),
      discounts: discounts(totals, coupon),
      shipping: totals.shippingCents === null ? null : toMoney(totals.shippingCents),
      gift_cards: toMoney(totals.giftCardCents),
      grand_total: toMoney(totals.grandTotalCents),
    },
    applied_coupons: row.coupon_code ? [{ code: row.coupon_code }] : [],
    applied_gift_cards: totals.giftCards.map((card) => ({ code: card.code, applied_balance: toMoney(card.appliedCents), current_balance: toMoney(card.balanceCents) })),
    note: row.note,
    business_data: row.business_data,
    shipping_address: row.shipping_address,
    billing_address: row.billing_address,
    selected_shipping_method: shipping,
    available_payment_methods: [...PAYMENT_METHODS],
    selected_payment_method: payment ? { ...payment } : null,
  };
}

export async function currentCartView(ctx: Context): Promise<Cart> {
  return cartView(ctx, ctx.db, await resolveCartId(ctx, ctx.db, { create: false }));
}

async function itemOf(trx: Transaction<Database>, cartId: string, uid: string): Promise<CartLine> {
  const line = await cartLineRows(trx).where('ci.cart_id', '=', cartId).where('ci.id', '=', Number(uid)).executeTakeFirst();
  if (!line) throw new HttpError(404, messages.cartItemNotFound);
  return toCartLine(line);
}

/** Raises a line by `delta` units with an SQL increment, refusing what the stock or the per-line maximum does not allow. */
async function raiseLine(trx: Transaction<Database>, cartId: string, sellable: Sellable, delta: number): Promise<UserError | null> {
  const existing = await trx.selectFrom('cart_items').select('quantity').where('cart_id', '=', cartId).where('sku', '=', sellable.sku).executeTakeFirst();
  const problem = lineQuantityError((existing?.quantity ?? 0) + delta, sellable.stockQty);
  if (problem) return { ...problem, sku: sellable.sku };
  if (!existing) {
    const { lines } = await trx
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('lines'))
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    if (Number(lines) >= MAX_CART_LINES) return { code: 'UNDEFINED', message: messages.tooManyLines(MAX_CART_LINES), sku: sellable.sku };
  }
  await trx
    .insertInto('cart_items')
    .values({ cart_id: cartId, sku: sellable.sku, product_uid: sellable.productUid, quantity: delta })
    .onConflict((oc) => oc.columns(['cart_id', 'sku']).doUpdateSet({ quantity: sql`cart_items.quantity + excluded.quantity` }))
    .execute();
  return null;
}

/**
 * Moves a guest cart's lines, coupon and gift cards into the customer's cart at login (quantities
 * add up, capped at the per-line maximum); the guest cart is closed.
 */
export async function mergeGuestCart(ctx: Context, trx: Transaction<Database>, guestCartId: string): Promise<void> {
  const guest = await trx.selectFrom('carts').selectAll().where('id', '=', guestCartId).where('status', '=', 'active').where('customer_id', 'is', null).executeTakeFirst();
  if (!guest) return;
  const customerCartId = (await resolveCartId(ctx, trx, { create: true, lock: true }))!;
  await lockCart(trx, guestCartId);
  await sql`
    insert into cart_items (cart_id, sku, product_uid, quantity)
    select ${customerCartId}, sku, product_uid, least(quantity, ${MAX_SALEABLE_QTY}) from cart_items where cart_id = ${guestCartId}
    on conflict (cart_id, sku) do update set quantity = least(cart_items.quantity + excluded.quantity, ${MAX_SALEABLE_QTY})`.execute(trx);
  await sql`
    insert into cart_gift_cards (cart_id, code)
    select ${customerCartId}, code from cart_gift_cards where cart_id = ${guestCartId} order by position
    on conflict do nothing`.execute(trx);
  await sql`
    update carts set
      coupon_code = coalesce(carts.coupon_code, ${guest.coupon_code}),
      note = coalesce(carts.note, ${guest.note}),
      updated_at = now()
    where id = ${customerCartId}`.execute(trx);
  await trx.updateTable('carts').set({ status: 'merged', updated_at: new Date() }).where('id', '=', guestCartId).execute();
}

async function setLineQuantity(ctx: Context, requestedId: string | null | undefined, uid: string, quantity: number): Promise<Cart> {
  const cartId = await changeAtOnce(ctx, requestedId, (cart) => setQuantityStatement(cart, uid, quantity));
  if (cartId) return cartView(ctx, ctx.db, cartId);
  // No such line, or more than the stock allows: the careful path says which.
  return changeExistingCart(ctx, requestedId, async (trx, id) => {
    const line = await itemOf(trx, id, uid);
    if (quantity === 0) {
      await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
      return;
    }
    const problem = quantity > line.quantity ? lineQuantityError(quantity, line.sellable.stockQty) : null;
    if (problem) throw new HttpError(409, problem.message);
    await trx.updateTable('cart_items').set({ quantity }).where('id', '=', line.id).execute();
  });
}

export const cartHandlers: Handlers<typeof cartMethods> = {
  async cart(ctx, requestedId) {
    const cartId = await resolveCartId(ctx, ctx.db, { create: false });
    assertSameCart(requestedId, cartId);
    return cartView(ctx, ctx.db, cartId);
  },

  async customerCart(ctx) {
    await requireCustomerId(ctx);
    return cartView(ctx, ctx.db, await resolveCartId(ctx, ctx.db, { create: true }));
  },

  async addProductsToCart(ctx, requestedId, lines) {
    let cartId: string | null = null;
    const userErrors: UserError[] = [];
    // Each line on its own: one product that cannot be added never blocks the others.
    for (const line of lines) {
      const added = await changeAtOnce(ctx, requestedId, (cart) => addLineStatement(cart, line));
      if (added) {
        cartId = added;
        continue;
      }
      // No cart yet, options to resolve, a product that cannot be added: find out which, in a transaction.
      const careful = await changeCart(ctx, requestedId, async (trx, id) => {
        const sellable = await findSellable(trx, line);
        return 'code' in sellable ? sellable : await raiseLine(trx, id, sellable, line.quantity);
      });
      cartId = careful.cartId;
      if (careful.value) userErrors.push(careful.value);
    }
    return { cart: await cartView(ctx, ctx.db, cartId), user_errors: userErrors };
  },

  async removeItemFromCart(ctx, requestedId, uid) {
    return setLineQuantity(ctx, requestedId, uid, 0);
  },

  async updateCartItemQuantity(ctx, requestedId, uid, quantity) {
    return setLineQuantity(ctx, requestedId, uid, quantity);
  },

  async bulkUpdateCart(ctx, requestedId, quantities, subtract) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      for (const [uid, delta] of Object.entries(quantities)) {
        const line = await itemOf(trx, cartId, uid);
        if (delta === 0) continue;
        if (subtract) {
          const removed = await trx.deleteFrom('cart_items').where('id', '=', line.id).where('quantity', '<=', delta).executeTakeFirst();
          if (Number(removed.numDeletedRows) === 0) {
            await trx
              .updateTable('cart_items')
              .set({ quantity: sql`quantity - ${delta}` })
              .where('id', '=', line.id)
              .execute();
          }
          continue;
        }
        const problem = await raiseLine(trx, cartId, line.sellable, delta);
        if (problem) throw new HttpError(409, `${line.sellable.name}: ${problem.message}`);
      }
    });
  },

  async setCartNote(ctx, requestedId, note) {
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      await trx
        .updateTable('carts')
        .set({ note: note.trim() === '' ? null : note.trim() })
        .where('id', '=', id)
        .execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async applyCouponToCart(ctx, requestedId, rawCode) {
    await rateLimit(ctx, 'coupon', CODE_ATTEMPTS.limit, CODE_ATTEMPTS.window);
    const code = rawCode.trim().toUpperCase();
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      const coupon = await cartCoupon(trx, code);
      if (!coupon) throw new HttpError(400, messages.couponInvalid);
      const { row, totals } = await cartState(ctx, trx, id);
      if (row.coupon_code && row.coupon_code !== code) throw new HttpError(409, messages.couponAlreadyApplied);
      const problem = couponError(coupon, totals.subtotalCents, new Date());
      if (problem) throw new HttpError(400, problem);
      await trx.updateTable('carts').set({ coupon_code: code }).where('id', '=', id).execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async removeCouponFromCart(ctx, requestedId) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      await trx.updateTable('carts').set({ coupon_code: null }).where('id', '=', cartId).execute();
    });
  },

  async applyGiftCardToCart(ctx, requestedId, rawCode) {
    await rateLimit(ctx, 'gift-card', CODE_ATTEMPTS.limit, CODE_ATTEMPTS.window);
    const code = rawCode.trim().toUpperCase();
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      const card = await trx.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
      const usable = card && card.balance_cents > 0 && !(card.expires_at && card.expires_at.getTime() <= Date.now());
      if (!usable) throw new HttpError(400, messages.giftCardUnable);
      await trx
        .insertInto('cart_gift_cards')
        .values({ cart_id: id, code })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async removeGiftCardFromCart(ctx, requestedId, rawCode) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      const removed = await trx.deleteFrom('cart_gift_cards').where('cart_id', '=', cartId).where('code', '=', rawCode.trim().toUpperCase()).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, messages.giftCardNotApplied);
    });
  },

  async setBusinessData(ctx, requestedId, data) {
    if (data) {
      if (!isValidVatNumber(data.vat_number)) throw new HttpError(400, messages.invalidVat);
      if (data.pec && !isValidPec(data.pec)) throw new HttpError(400, messages.invalidPec);
      if (!data.pec && !data.sdi_code) throw new HttpError(400, messages.pecOrSdi);
    }
    const stored = data
      ? JSON.stringify({ company: data.company.trim(), vat_number: normaliseVatNumber(data.vat_number), pec: data.pec?.toLowerCase() ?? null, sdi_code: data.sdi_code ?? null })
      : null;
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      await trx.updateTable('carts').set({ business_data: stored }).where('id', '=', id).execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async clearCart(ctx, requestedId) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
    });
  },

  async setPaymentMethodOnCart(ctx, requestedId, code) {
    if (!PAYMENT_METHODS.some((method) => method.code === code)) throw new HttpError(400, messages.paymentMethodUnavailable);
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      await trx.updateTable('carts').set({ payment_method: code }).where('id', '=', id).execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },
};
