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

/** Product rule §5: a wishlist item can go to the cart only if it has a stock status (in stock) and its
 * quantity does not exceed the 'only x left' figure. */
export function isAvailable(item: { qty: number; product: Pick<WishlistItem['product'], 'stock_status' | 'only_x_left_in_stock'> }): boolean {
  if (item.product.stock_status !== 'IN_STOCK') return false;
  const left = item.product.only_x_left_in_stock;
  return left === null || item.qty <= left;
}

export interface CartLineInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
}

/** What the wishlist needs of a configurable product to choose its variant: its options and variants (catalog's productDetail). */
export type ProductOptions = Pick<ResultOf<'commerce', 'productDetail'>, 'configurable_options' | 'variants'>;
export type OptionCode = ProductOptions['configurable_options'][number]['attribute_code'];
/** The value uid chosen for each option, as the shopper picks them in the wishlist. */
export type OptionChoice = Partial<Record<OptionCode, string>>;
export type ProductVariant = ProductOptions['variants'][number];

/** A configurable product hearted as itself, before a colour and a size were chosen: it cannot go to the
 * cart until the shopper chooses them, which the wishlist lets them do (docs/product-rules.md §4.5 Chosen). */
export const needsChoice = (item: Pick<WishlistItem, 'product'>) => item.product.__typename === 'ConfigurableProduct' && item.product.parent_sku === null;

/** The variant with every option chosen as in `choice`, or none while one is missing. */
export function chosenVariant(options: ProductOptions, choice: OptionChoice): ProductVariant | undefined {
  if (options.configurable_options.some((option) => !choice[option.attribute_code])) return undefined;
  return options.variants.find((variant) => variant.attributes.every((attribute) => choice[attribute.code] === attribute.uid));
}

export type MovePlan = { ok: true; line: CartLineInput } | { ok: false; message: string };

/** What moving this item would send, or why it cannot; the cart's user errors are shown like any other (product rule §4).
 * A configurable product hearted without options goes as the variant chosen in the wishlist, under its parent's sku. */
export function moveToCartPlan(item: WishlistItem, variant?: ProductVariant): MovePlan {
  const quantity = Math.max(1, item.qty);
  if (needsChoice(item)) {
    if (!variant) return { ok: false, message: messages.wishlist.chooseOptions };
    if (!isAvailable({ qty: quantity, product: variant.product })) return { ok: false, message: messages.wishlist.variantUnavailable };
    return { ok: true, line: { sku: variant.product.sku, quantity, parent_sku: item.product.sku, selected_options: variant.attributes.map((attribute) => attribute.uid) } };
  }
  if (!isAvailable(item)) return { ok: false, message: messages.errors.cannotAdd };
  const line: CartLineInput = { sku: item.product.sku, quantity };
  if (item.product.parent_sku) line.parent_sku = item.product.parent_sku;
  return { ok: true, line };
}

export type MoveOutcome = { kind: 'moved' } | { kind: 'cart-error'; message: string };

/** Product rule §4: after the add, a cart error (a user error on this sku) is shown and the item stays in
 * the wishlist; otherwise the item leaves the wishlist. */
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
