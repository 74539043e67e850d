import { z } from 'zod';
import { method } from './define';
import { money, productImage, stockStatus } from './commerce-common';
import { WISHLIST_ITEM_STOCK } from './rules';

export const wishlistItem = z.object({
  id: z.string(),
  qty: z.number().int(),
  added_at: z.string(),
  product: z.object({
    __typename: z.string(),
    uid: z.string(),
    sku: z.string(),
    /** The parent's sku when the item is one variant of a configurable product. */
    parent_sku: z.string().nullable(),
    name: z.string(),
    url_key: z.string(),
    stock_status: stockStatus,
    only_x_left_in_stock: z.number().int().nullable(),
    thumbnail: productImage,
    configurable_options: z.array(z.object({ option_label: z.string(), value_label: z.string() })),
  }),
  regular_price: money,
  special_price: money.nullable(),
  image: productImage,
});

export const wishlist = z.object({
  /** `null` until the first product is added. */
  id: z.string().nullable(),
  items_count: z.number().int(),
  items: z.array(wishlistItem),
  /** Pass it back to get the next page; `null` on the last page. */
  nextPageToken: z.string().nullable(),
});

const sku = z.string().min(1).max(64);
const itemId = z.string().regex(/^[1-9]\d{0,8}$/, 'Articolo non valido');

export const wishlistMethods = {
  wishlist: method(
    'The guest (cookie `wishlist`) or customer wishlist, a page at a time (100 by default).',
    z.tuple([z.strictObject({ pageSize: z.number().int().min(1).max(100).optional(), nextPageToken: z.string().max(64).optional() }).nullish()]),
    wishlist,
  ),
  addProductToWishlist: method(
    'Add a product (a simple sku, a configurable sku, or a variant sku); adding it again adds to its quantity, up to WISHLIST_ITEM_STOCK.',
    z.tuple([z.strictObject({ sku, quantity: z.number().int().min(1).max(WISHLIST_ITEM_STOCK).optional() })]),
    wishlist,
  ),
  removeProductFromWishlist: method('Remove an item.', z.tuple([itemId]), wishlist),
  updateWishlistItem: method("Set an item's quantity; 0 or less removes it.", z.tuple([itemId, z.number().int().min(-WISHLIST_ITEM_STOCK).max(WISHLIST_ITEM_STOCK)]), wishlist),
  wishlistItemsBySku: method(
    'Which of these skus are in the wishlist, with their item ids (for the heart buttons).',
    z.tuple([z.array(sku).max(200)]),
    z.array(z.object({ sku: z.string(), id: z.string(), qty: z.number().int() })),
  ),
};
