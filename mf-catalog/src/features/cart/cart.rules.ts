/** When a product may go to the cart (spec §3, §4). */

export interface StockInfo {
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK';
  /** Set only when stock is low; null means "plenty". */
  only_x_left_in_stock: number | null;
}

/** Out of stock, or the cart already holds as many as are left: unavailable. */
export function isAvailable(stock: StockInfo, quantityInCart: number): boolean {
  if (stock.stock_status !== 'IN_STOCK') return false;
  return stock.only_x_left_in_stock === null || quantityInCart < stock.only_x_left_in_stock;
}

/** A card adds quantity 1 without choices, so only a simple product can be added from it. */
export function canAddFromCard(product: StockInfo & { __typename: string }, quantityInCart: number): boolean {
  return product.__typename === 'SimpleProduct' && isAvailable(product, quantityInCart);
}

/** How many of each sku the cart holds (a variant counts under its own sku). */
export function quantitiesBySku(items: readonly { quantity: number; product: { sku: string } }[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.product.sku, (quantities.get(item.product.sku) ?? 0) + item.quantity);
  return quantities;
}
