import { sql } from 'kysely';
import type { Context } from '../context';
import { CART_PRODUCT_TYPES, lineQuantityError } from '../commerce/stock';
import { deepFreeze } from '../cache';
import type { CatalogProduct, Product } from './catalog.product';
import { resolveCartId } from './cart.store';
import { currentWishlistId } from './wishlist';

/**
 * The parts of a product that depend on the request rather than on the catalog: the option values
 * it selects, and what this shopper's wishlist and cart hold of it. The catalog's own part stays
 * cacheable and shared; these are added to each answer.
 */

/** The product with `configurable_product_options_selection` answering for the chosen option value uids. */
export function withSelection(product: CatalogProduct, chosen: readonly string[] | undefined): CatalogProduct {
  if (!product.configurable_product_options_selection || !chosen?.length) return product;
  const wanted = new Set(chosen);
  const variant = product.variants.find((candidate) => candidate.attributes.every((attribute) => wanted.has(attribute.uid)));
  return {
    ...product,
    configurable_product_options_selection: { variant: variant ? { sku: variant.product.sku, merchant_sku: variant.product.merchant_sku } : null },
  };
}

/** What the shopper's cart holds of one sellable unit (a simple product or a variant), and its stock. */
interface CartUnit {
  uid: string;
  sku: string;
  stock: number;
  in_cart: number;
}

/** Every sellable unit of the listed products that have anything in this cart: enough to say whether one more fits. */
async function cartUnits(ctx: Context, uids: string[]): Promise<Map<string, CartUnit[]>> {
  const cartId = await resolveCartId(ctx, ctx.db, { create: false });
  const units = new Map<string, CartUnit[]>();
  if (!cartId) return units;
  const { rows } = await sql<CartUnit>`
    select p.uid, coalesce(v.sku, p.sku) as sku, coalesce(v.stock_qty, p.stock_qty) as stock, coalesce(ci.quantity, 0) as in_cart
    from products p
    left join product_variants v on v.product_uid = p.uid
    left join cart_items ci on ci.cart_id = ${cartId} and ci.sku = coalesce(v.sku, p.sku)
    where p.uid in (select product_uid from cart_items where cart_id = ${cartId} and product_uid = any(${uids}::text[]))`.execute(ctx.db);
  for (const row of rows) units.set(row.uid, [...(units.get(row.uid) ?? []), row]);
  return units;
}

/** The shopper's wishlist item ids by sku, for the listed products. */
async function wishlistItems(ctx: Context, uids: string[]): Promise<Map<string, string>> {
  const wishlistId = await currentWishlistId(ctx);
  if (!wishlistId) return new Map();
  const rows = await ctx.db.selectFrom('wishlist_items').select(['id', 'sku']).where('wishlist_id', '=', wishlistId).where('product_uid', 'in', uids).execute();
  return new Map(rows.map((row) => [row.sku, String(row.id)]));
}

/** docs/product-rules.md §4: one more can go to the cart while it is in stock and the cart holds less than the stock (and the per-line maximum). */
function canAddOneMore(product: CatalogProduct, units: CartUnit[] | undefined): boolean {
  if (!CART_PRODUCT_TYPES.has(product.__typename)) return false;
  const selected = product.configurable_product_options_selection?.variant?.sku;
  if (!units) {
    const status = selected ? product.variants.find((variant) => variant.product.sku === selected)?.product.stock_status : product.stock_status;
    return status === 'IN_STOCK';
  }
  return units.some((unit) => (!selected || unit.sku === selected) && lineQuantityError(unit.in_cart + 1, unit.stock) === null);
}

/** A product as a shopper sees it: `wishlist_uid` and `isMoreItem` from what their wishlist and cart hold of it. */
const seenWith =
  (inWishlist: ReadonlyMap<string, string>, inCart: ReadonlyMap<string, CartUnit[]>) =>
  (product: CatalogProduct): Product => ({
    ...product,
    wishlist_uid: inWishlist.get(product.configurable_product_options_selection?.variant?.sku ?? product.sku) ?? null,
    isMoreItem: canAddOneMore(product, inCart.get(product.uid)),
  });

/** The products as this shopper sees them: `wishlist_uid` and `isMoreItem` from their wishlist and cart. */
export async function forShopper(ctx: Context, products: readonly CatalogProduct[]): Promise<Product[]> {
  if (products.length === 0) return [];
  const uids = [...new Set(products.map((product) => product.uid))];
  const [inWishlist, inCart] = await Promise.all([wishlistItems(ctx, uids), cartUnits(ctx, uids)]);
  return products.map(seenWith(inWishlist, inCart));
}

/** A shopper with no session, cart or wishlist cookie: what they see of a product is the catalog's alone. */
export const isNobody = (ctx: Context) => !ctx.cookies.customer && !ctx.cookies.cart && !ctx.cookies.wishlist;

/** The products as a shopper with no session, cart or wishlist sees them. */
export const seenByNobody = (products: readonly CatalogProduct[]): Product[] => products.map(seenWith(new Map(), new Map()));

const nobodysAnswers = new WeakMap<object, object>();

/**
 * What a shopper with no session, cart or wishlist gets for a cached catalog answer, made once and
 * frozen: the API then checks and serialises it once and sends the same bytes to every such
 * shopper (app.ts), until the cache forgets the answer it was made from (issue 31 item 6).
 */
export function answerForNobody<T extends object, A extends object>(cached: T, make: (cached: T) => A): A {
  let answer = nobodysAnswers.get(cached) as A | undefined;
  if (!answer) {
    answer = deepFreeze(make(cached));
    nobodysAnswers.set(cached, answer);
  }
  return answer;
}
