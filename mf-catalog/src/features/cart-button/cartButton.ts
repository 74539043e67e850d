import type { AddToCartParams } from '@bottega/browser-contract';

interface Stock {
  stock_status: AddToCartParams['stock'];
  only_x_left_in_stock: number | null;
}

interface Sellable extends Stock {
  __typename: string;
  sku: string;
  name: string;
  brand: string;
  price_range: { minimum_price: { final_price: { value: number } } };
}

/** A product's (or a variant's) stock as the cart's button reads it: no `onlyLeft` means plenty. */
export const stockParams = ({ stock_status, only_x_left_in_stock }: Stock) =>
  only_x_left_in_stock === null ? { stock: stock_status } : { stock: stock_status, onlyLeft: String(only_x_left_in_stock) };

/** What the cart team's add-to-cart button is told about a product the catalog shows (slot params are strings). */
export function cartButtonParams(product: Sellable, placement: AddToCartParams['placement']): AddToCartParams {
  return {
    sku: product.sku,
    type: product.__typename,
    name: product.name,
    brand: product.brand,
    price: String(product.price_range.minimum_price.final_price.value),
    ...stockParams(product),
    placement,
  };
}
