import { messages } from './messages';

/** Most units of one product a single cart line may hold ("maximum saleable quantity"). */
export const MAX_SALEABLE_QTY = 20;
/** Most lines one cart may hold: each is stock an order can take, and work every cart view repeats. */
export const MAX_CART_LINES = 50;
/** Product types the cart can hold; the others answer "Product Type X not supported in add to cart yet". */
export const CART_PRODUCT_TYPES = new Set(['SimpleProduct', 'ConfigurableProduct']);

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export function stockStatus(stockQty: number): StockStatus {
  return stockQty > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** The "only X left" figure, as the catalog shows it: the stock when it is at or below the product's threshold, else null. */
export function onlyXLeftInStock(stockQty: number, threshold: number): number | null {
  return stockQty <= threshold ? Math.max(stockQty, 0) : null;
}

export type StockErrorCode = 'NOT_SALABLE' | 'INSUFFICIENT_STOCK';

/**
 * Whether a cart line may hold `quantity` units given the stock: the quantity in the cart must stay
 * at or below the stock and below the per-line maximum.
 */
export function lineQuantityError(quantity: number, stockQty: number): { code: StockErrorCode; message: string } | null {
  if (stockQty <= 0) return { code: 'NOT_SALABLE', message: messages.outOfStock };
  if (quantity > MAX_SALEABLE_QTY) return { code: 'INSUFFICIENT_STOCK', message: messages.maxSaleable(MAX_SALEABLE_QTY) };
  if (quantity > stockQty) return { code: 'INSUFFICIENT_STOCK', message: messages.onlyLeft(stockQty) };
  return null;
}
