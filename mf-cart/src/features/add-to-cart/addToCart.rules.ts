import type { AddToCartParams } from '@bottega/browser-contract';
import type { Cart } from '../cart/cart.rules';

/** What adding a product sends: always one piece (docs/product-rules.md §4), a variant under its configurable parent. */
export interface AddLine {
  sku: string;
  quantity: 1;
  parent_sku?: string;
  selected_options?: string[];
}

/** How many pieces of a sku the cart holds (a variant counts under its own sku). */
export function quantityInCart(cart: Pick<Cart, 'items'> | undefined, sku: string): number {
  return (cart?.items ?? []).reduce((sum, item) => (item.product.sku === sku ? sum + item.quantity : sum), 0);
}

/** Product rule §4: adding is unavailable when the product is out of stock, or when the cart already holds as
 * many as are left (the quantity in the cart must stay below only_x_left_in_stock; none given means plenty). */
export function isAvailable(product: Pick<AddToCartParams, 'stock' | 'onlyLeft'>, inCart: number): boolean {
  if (product.stock !== 'IN_STOCK') return false;
  return product.onlyLeft === undefined || inCart < Number(product.onlyLeft);
}

export type AddPlan = { kind: 'line'; line: AddLine } | { kind: 'options-needed' } | { kind: 'unsupported'; type: string };

/** A simple product goes as it is, a configurable one only as the variant the page has chosen (else the page is
 * asked for the choice); any other type the cart does not take (product rule §8). */
export function planAdd(product: Pick<AddToCartParams, 'type' | 'sku' | 'parentSku' | 'options'>): AddPlan {
  if (product.type === 'SimpleProduct') return { kind: 'line', line: { sku: product.sku, quantity: 1 } };
  if (product.type !== 'ConfigurableProduct') return { kind: 'unsupported', type: product.type };
  if (!product.parentSku || !product.options) return { kind: 'options-needed' };
  return { kind: 'line', line: { sku: product.sku, quantity: 1, parent_sku: product.parentSku, selected_options: product.options.split(',') } };
}
