import { WISHLIST_ITEM_STOCK, type ResultOf } from '@bottega/api-contract';
import { messages } from '../../messages/it';

export type Wishlist = ResultOf<'commerce', 'wishlist'>;
export type WishlistItem = Wishlist['items'][number];
export type WishlistEntry = ResultOf<'commerce', 'wishlistItemsBySku'>[number];

/** docs/product-rules.md §9: the wishlist is read in pages of 100. */
export const WISHLIST_PAGE_SIZE = 100;

export type ToggleAction = { kind: 'add'; sku: string; quantity: 1 } | { kind: 'remove'; id: string };

/** Product rule §4: present → removed, otherwise added with quantity 1. */
export function toggleAction(sku: string, entry: WishlistEntry | undefined): ToggleAction {
  return entry ? { kind: 'remove', id: entry.id } : { kind: 'add', sku, quantity: 1 };
}

export type QuantityAction = { kind: 'update'; id: string; quantity: number } | { kind: 'remove'; id: string };

/** Product rule §4: a quantity above 0 updates the item; 0 or less removes it. */
export function quantityAction(id: string, quantity: number): QuantityAction {
  return quantity > 0 ? { kind: 'update', id, quantity: Math.trunc(quantity) } : { kind: 'remove', id };
}

/**
 * Product rule §5: a wishlist item can go to the cart only if it has a stock status (in stock) and its
 * quantity does not exceed the 'only x left' figure.
 */
export function isAvailable(item: Pick<WishlistItem, 'qty' | 'product'>): boolean {
  if (item.product.stock_status !== 'IN_STOCK') return false;
  const left = item.product.only_x_left_in_stock;
  return left === null || item.qty <= left;
}

export interface CartLineInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
}

export type MovePlan = { ok: true; line: CartLineInput } | { ok: false; message: string };

/**
 * What moving this item to the cart would send, or the message that explains why it cannot. Whether
 * the cart takes this kind of product (a configurable one needs its size and colour) is the cart's
 * to say: its user error is shown like any other (product rule §4).
 */
export function moveToCartPlan(item: WishlistItem): MovePlan {
  if (!isAvailable(item)) return { ok: false, message: messages.errors.cannotAdd };
  const line: CartLineInput = { sku: item.product.sku, quantity: Math.max(1, item.qty) };
  if (item.product.parent_sku) line.parent_sku = item.product.parent_sku;
  return { ok: true, line };
}

export type MoveOutcome = { kind: 'moved' } | { kind: 'cart-error'; message: string };

/**
 * Product rule §4: after the add, a cart error (a user error on this sku) is shown and the item stays in
 * the wishlist; otherwise the item leaves the wishlist.
 */
export function moveOutcome(sku: string, userErrors: ReadonlyArray<{ sku: string; message: string }>): MoveOutcome {
  const error = userErrors.find((candidate) => candidate.sku === sku) ?? userErrors[0];
  return error ? { kind: 'cart-error', message: error.message } : { kind: 'moved' };
}

/** Paging by cursor: the next page's token, or undefined when the last page was read. */
export const nextPageToken = (page: Pick<Wishlist, 'nextPageToken'>) => page.nextPageToken ?? undefined;

/** Every item of every page read so far, without the duplicates a page boundary shift can produce. */
export function allItems(pages: ReadonlyArray<Pick<Wishlist, 'items'>>): WishlistItem[] {
  const seen = new Set<string>();
  const items: WishlistItem[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export type WishlistView = 'grid' | 'list';
/** Product rule §4: the wishlist view defaults to grid. */
export const DEFAULT_VIEW: WishlistView = 'grid';

export type WishlistQuantityCheck = { ok: true; value: number } | { ok: false; message: string };

/** A typed wishlist quantity: any whole number up to the item's stock of 99999 (product rule §9; 0 or less means "remove"), never text. */
export function parseWishlistQuantity(text: string): WishlistQuantityCheck {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, message: messages.quantity.notInteger };
  const value = Number(trimmed);
  if (value > WISHLIST_ITEM_STOCK) return { ok: false, message: messages.quantity.aboveStock(WISHLIST_ITEM_STOCK) };
  return { ok: true, value: Math.max(0, value) };
}
