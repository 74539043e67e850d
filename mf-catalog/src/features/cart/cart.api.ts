import type { ArgsOf, ResultOf } from '@bottega/api-contract';
import { api } from '@bottega/fragment-kit';

export type CartLine = ArgsOf<'commerce', 'addProductsToCart'>[1][number];
export type AddResult = ResultOf<'commerce', 'addProductsToCart'>;

/** `null`: the API picks the shopper's cart from the `cart` cookie or the session. */
export const fetchCart = () => api.call('commerce', 'cart', null);
export const addProductsToCart = (lines: CartLine[]) => api.call('commerce', 'addProductsToCart', null, lines);
