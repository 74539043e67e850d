import { useEffect, useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analytics, cartChanged, cartOpen, notify, type Bus } from '@bottega/event-bus';
import { queryKeys } from '../../app/queryKeys';
import { messages } from '../../messages/it';
import { addProductsToCart, fetchCart, type CartLine } from './cart.api';
import { quantitiesBySku } from './cart.rules';

/** The shopper's cart as the catalog reads it: by the product pages and by their server render. */
export const cartQuery = () => queryOptions({ queryKey: queryKeys.cart(), queryFn: fetchCart, staleTime: 60_000 });

/**
 * How many of each sku the shopper's cart holds, for the availability rule. The cart team owns
 * the cart; this only reads it, and reads it again whenever the bus says it changed.
 */
export function useCartQuantities(bus: Bus) {
  const client = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('cart:changed').subscribe(() => client.invalidateQueries({ queryKey: queryKeys.cart() }));
    return () => subscription.unsubscribe();
  }, [bus, client]);
  const { data } = useQuery(cartQuery());
  return useMemo(() => quantitiesBySku(data?.items ?? []), [data]);
}

export interface AddRequest {
  line: CartLine;
  /** For the messages and the analytics event. */
  product: { name: string; brand: string; price: number };
  /** The product page opens the cart drawer to show what was added; a card stays in the grid. */
  openCart: boolean;
}

/**
 * Adds one line and reports as spec §8 asks: a line error (user_errors) or a failed call is a
 * danger toast with the error text plus an info toast titled "Si è verificato un errore";
 * only a success tells the other teams (cart:changed) and analytics.
 */
export function useAddToCart(bus: Bus) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ line }: AddRequest) => {
      const result = await addProductsToCart([line]);
      const lineError = result.user_errors.find((error) => error.sku === line.sku) ?? result.user_errors[0];
      if (lineError) throw new Error(lineError.message);
      return result.cart;
    },
    onSuccess: (cart, { line, product, openCart }) => {
      client.setQueryData(queryKeys.cart(), cart);
      bus.publish(cartChanged(cart.total_quantity));
      bus.publish(notify({ type: 'success', title: messages.cart.addedTitle, message: messages.cart.added(product.name) }));
      bus.publish(
        analytics('add_to_cart', {
          currency: 'EUR',
          value: product.price,
          items: [{ item_id: line.parent_sku ?? line.sku, item_variant: line.parent_sku ? line.sku : undefined, item_name: product.name, item_brand: product.brand, price: product.price, quantity: line.quantity }],
        }),
      );
      if (openCart) bus.publish(cartOpen());
    },
    onError: (error) => {
      bus.publish(notify({ type: 'danger', message: error.message }));
      bus.publish(notify({ type: 'info', title: messages.cart.errorTitle, message: error.message }));
    },
  });
}
