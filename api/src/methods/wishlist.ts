import { inTransaction } from '../db/transaction';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { WISHLIST_COOKIE, WISHLIST_ITEM_STOCK, type wishlistMethods, type wishlist as wishlistSchema } from '@bottega/api-contract';
import type { Context } from '../context';
import type { Database } from '../db/schema';
import type { Handlers } from './handler';
import { HttpError } from '../httpError';
import { currentCustomerId } from '../auth/session';
import { newToken } from '../auth/tokens';
import { messages } from '../commerce/messages';
import { onlyXLeftInStock, stockStatus } from '../commerce/stock';
import { toMoney } from '../commerce/totals';
import { productImage, selectedOptions } from '../commerce/product-refs';
import { LINE_PRODUCT_COLUMNS, LINE_VARIANT_COLUMNS, optionLabels } from './cart.view';

type Db = Kysely<Database> | Transaction<Database>;
type Wishlist = z.input<typeof wishlistSchema>;

/** docs/product-rules.md §9: the guest wishlist cookie lasts one year; pages hold 100 items. */
const WISHLIST_COOKIE_MAX_AGE = 365 * 24 * 3600;
const DEFAULT_PAGE_SIZE = 100;

async function resolveWishlistId(ctx: Context, db: Db, options: { create: boolean }): Promise<string | null> {
  const customerId = await currentCustomerId(ctx, db);
  if (customerId !== null) {
    const found = await db.selectFrom('wishlists').select('id').where('customer_id', '=', customerId).executeTakeFirst();
    if (found || !options.create) return found?.id ?? null;
    await db
      .insertInto('wishlists')
      .values({ id: newToken(), customer_id: customerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return (await db.selectFrom('wishlists').select('id').where('customer_id', '=', customerId).executeTakeFirstOrThrow()).id;
  }
  const cookie = ctx.cookies.wishlist;
  if (cookie) {
    const found = await db.selectFrom('wishlists').select('id').where('id', '=', cookie).where('customer_id', 'is', null).executeTakeFirst();
    if (found) return found.id;
  }
  if (!options.create) return null;
  const id = newToken();
  await db.insertInto('wishlists').values({ id, customer_id: null }).execute();
  ctx.setCookie(WISHLIST_COOKIE, id, { maxAgeSeconds: WISHLIST_COOKIE_MAX_AGE });
  return id;
}

/** The shopper's wishlist (the customer's, else the guest one of the cookie), or null when they have none. */
export function currentWishlistId(ctx: Context): Promise<string | null> {
  return resolveWishlistId(ctx, ctx.db, { create: false });
}

/** The cursor is the last item id of the page, opaque to the client. */
function encodeCursor(id: number): string {
  return Buffer.from(`w:${id}`).toString('base64url');
}

function decodeCursor(token: string): number {
  const match = /^w:(\d{1,9})$/.exec(Buffer.from(token, 'base64url').toString());
  if (!match) throw new HttpError(400, 'Argomento non valido (0.nextPageToken): cursore non valido');
  return Number(match[1]);
}

async function wishlistView(ctx: Context, db: Db, wishlistId: string | null, page: { pageSize?: number; nextPageToken?: string } = {}): Promise<Wishlist> {
  if (!wishlistId) return { id: null, items_count: 0, items: [], nextPageToken: null };
  const pageSize = page.pageSize ?? DEFAULT_PAGE_SIZE;
  const after = page.nextPageToken ? decodeCursor(page.nextPageToken) : 0;
  const rows = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', 'p.uid', 'w.product_uid')
    .leftJoin('product_variants as v', 'v.sku', 'w.sku')
    .select(['w.id', 'w.qty', 'w.created_at', 'w.sku', ...LINE_PRODUCT_COLUMNS, ...LINE_VARIANT_COLUMNS])
    .where('w.wishlist_id', '=', wishlistId)
    .where('w.id', '>', after)
    .orderBy('w.id')
    .limit(pageSize + 1)
    .execute();
  const { count } = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('wishlist_id', '=', wishlistId)
    .executeTakeFirstOrThrow();
  const shown = rows.slice(0, pageSize);
  const label = await optionLabels(ctx);
  return {
    id: wishlistId,
    items_count: Number(count),
    nextPageToken: rows.length > pageSize ? encodeCursor(shown[shown.length - 1].id) : null,
    items: shown.map((row) => {
      const isVariant = row.v_sku !== null;
      const stock = isVariant ? row.v_stock_qty! : row.stock_qty;
      const image = productImage(row.sku, row.name);
      return {
        id: String(row.id),
        qty: row.qty,
        added_at: row.created_at.toISOString(),
        product: {
          __typename: row.type,
          uid: row.uid,
          sku: row.sku,
          parent_sku: isVariant ? row.product_sku : null,
          name: row.name,
          url_key: row.url_key,
          stock_status: stockStatus(stock),
          only_x_left_in_stock: onlyXLeftInStock(stock, row.low_stock_threshold),
          thumbnail: image,
          configurable_options: isVariant
            ? selectedOptions({ color: row.v_color!, size: row.v_size! }, label).map(({ option_label, value_label }) => ({ option_label, value_label }))
            : [],
        },
        regular_price: toMoney(row.regular_price_cents),
        special_price: row.special_price_cents === null ? null : toMoney(row.special_price_cents),
        image,
      };
    }),
  };
}

/** Moves a guest wishlist's items into the customer's at login; the guest list is deleted. */
export async function mergeGuestWishlist(ctx: Context, trx: Transaction<Database>, guestId: string): Promise<void> {
  const guest = await trx.selectFrom('wishlists').select('id').where('id', '=', guestId).where('customer_id', 'is', null).executeTakeFirst();
  if (!guest) return;
  const customerListId = (await resolveWishlistId(ctx, trx, { create: true }))!;
  await sql`
    insert into wishlist_items (wishlist_id, sku, product_uid, qty)
    select ${customerListId}, sku, product_uid, qty from wishlist_items where wishlist_id = ${guestId} order by id
    on conflict (wishlist_id, sku) do update set qty = least(wishlist_items.qty + excluded.qty, ${WISHLIST_ITEM_STOCK})`.execute(trx);
  await trx.deleteFrom('wishlists').where('id', '=', guestId).execute();
}

async function existingWishlist(ctx: Context): Promise<string> {
  const id = await resolveWishlistId(ctx, ctx.db, { create: false });
  if (!id) throw new HttpError(404, messages.wishlistItemNotFound);
  return id;
}

export const wishlistHandlers: Handlers<typeof wishlistMethods> = {
  async wishlist(ctx, page) {
    return wishlistView(ctx, ctx.db, await resolveWishlistId(ctx, ctx.db, { create: false }), page ?? undefined);
  },

  async addProductToWishlist(ctx, { sku, quantity = 1 }) {
    const variant = await ctx.db.selectFrom('product_variants').select(['sku', 'product_uid']).where('sku', '=', sku).executeTakeFirst();
    const product = variant ?? (await ctx.db.selectFrom('products').select(['sku', 'uid as product_uid']).where('sku', '=', sku).executeTakeFirst());
    if (!product) throw new HttpError(404, messages.productNotAvailable);
    const wishlistId = await inTransaction(ctx.db, async (trx) => {
      const id = (await resolveWishlistId(ctx, trx, { create: true }))!;
      await trx
        .insertInto('wishlist_items')
        .values({ wishlist_id: id, sku: product.sku, product_uid: product.product_uid, qty: quantity })
        .onConflict((oc) => oc.columns(['wishlist_id', 'sku']).doUpdateSet({ qty: sql`least(wishlist_items.qty + excluded.qty, ${WISHLIST_ITEM_STOCK})` }))
        .execute();
      return id;
    });
    return wishlistView(ctx, ctx.db, wishlistId);
  },

  async removeProductFromWishlist(ctx, itemId) {
    const wishlistId = await existingWishlist(ctx);
    const removed = await ctx.db.deleteFrom('wishlist_items').where('id', '=', Number(itemId)).where('wishlist_id', '=', wishlistId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, messages.wishlistItemNotFound);
    return wishlistView(ctx, ctx.db, wishlistId);
  },

  async updateWishlistItem(ctx, itemId, qty) {
    const wishlistId = await existingWishlist(ctx);
    // Product rule §4: a quantity above 0 updates the item, 0 or less removes it.
    const changed =
      qty > 0
        ? await ctx.db.updateTable('wishlist_items').set({ qty }).where('id', '=', Number(itemId)).where('wishlist_id', '=', wishlistId).executeTakeFirst()
        : await ctx.db.deleteFrom('wishlist_items').where('id', '=', Number(itemId)).where('wishlist_id', '=', wishlistId).executeTakeFirst();
    const count = 'numUpdatedRows' in changed ? changed.numUpdatedRows : changed.numDeletedRows;
    if (Number(count) === 0) throw new HttpError(404, messages.wishlistItemNotFound);
    return wishlistView(ctx, ctx.db, wishlistId);
  },

  async wishlistItemsBySku(ctx, skus) {
    const wishlistId = await resolveWishlistId(ctx, ctx.db, { create: false });
    if (!wishlistId || skus.length === 0) return [];
    const rows = await ctx.db.selectFrom('wishlist_items').select(['sku', 'id', 'qty']).where('wishlist_id', '=', wishlistId).where('sku', 'in', skus).orderBy('id').execute();
    return rows.map((row) => ({ sku: row.sku, id: String(row.id), qty: row.qty }));
  },
};
