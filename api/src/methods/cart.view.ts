// The cart as it is read: its lines with what they are now in the catalog, its totals, and the
// contract's shape of it (cartView), shared by the cart's handlers, checkout and the wishlist.
import { sql, type Kysely, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { z } from 'zod';
import type { Cart, cartUserError } from '@bottega/api-contract';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import type { StoredAddress } from '../db/schema.commerce';
import { messages } from '../commerce/messages';
import { CART_PRODUCT_TYPES, MAX_SALEABLE_QTY, lineQuantityError, onlyXLeftInStock, stockStatus } from '../commerce/stock';
import { computeTotals, toMoney, type CouponRule, type Totals } from '../commerce/totals';
import { productImage, selectedOptions, variantForOptions, type OptionLabel } from '../commerce/product-refs';
import { catalogMeta } from './catalog.product';

type Db = Kysely<Database> | Transaction<Database>;
export type UserError = z.infer<typeof cartUserError>;

export const PAYMENT_METHODS = [{ code: 'xpay', title: 'Carta di credito o debito (Nexi XPay)' }] as const;

export const SHIPPING_METHOD = { carrier_code: 'bottega', method_code: 'standard' } as const;

export function shippingTitles(country: string): { carrier_title: string; method_title: string } {
  return {
    carrier_title: 'Corriere espresso',
    method_title: country === 'IT' ? 'Consegna in 24-48 ore' : 'Consegna in 2-6 giorni lavorativi',
  };
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
export async function findSellable(db: Db, line: { sku: string; parent_sku?: string; selected_options?: string[] }): Promise<Sellable | UserError> {
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
export function cartLineRows(db: Db) {
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

export function toCartLine(
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
