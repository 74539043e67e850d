import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analytics, cartOpen, type AddToCartParams, type Bus } from '@bottega/browser-contract';
import { mutationScopes } from '../../app/queryKeys';
import { toast } from '../../app/notify';
import { messages } from '../../messages/it';
import { addToCart } from '../cart/cart.api';
import { settleCart } from '../cart/cartEvents';
import type { AddLine } from './addToCart.rules';

export interface AddRequest {
  line: AddLine;
  /** For the messages and the analytics event. */
  product: Pick<AddToCartParams, 'name' | 'brand' | 'price'>;
  /** The product page opens the cart drawer to show what was added; a card leaves the shopper in the grid. */
  openCart: boolean;
}

/** Adds one line in the queue of every other cart change. Spec §8: a line error or a failed call is a danger toast
 * plus an info toast "Si è verificato un errore", and skips analytics. */
export function useAddToCart(bus: Bus) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: mutationScopes.cart,
    mutationFn: async ({ line }: AddRequest) => {
      // No cart id: an add goes to whichever cart is the shopper's now (the API reads it from the
      // cookie or the session), never refused as made on an outdated view.
      const result = await addToCart(null, [line]);
      const lineError = result.user_errors.find((error) => error.sku === line.sku) ?? result.user_errors[0];
      if (lineError) throw new Error(lineError.message);
      return result.cart;
    },
    onSuccess: (cart, { line, product, openCart }) => {
      settleCart(queryClient, bus, cart);
      toast(bus, 'success', messages.addedToCart(product.name));
      const price = Number(product.price);
      bus.publish(
        analytics('add_to_cart', {
          currency: 'EUR',
          value: price,
          items: [
            {
              item_id: line.parent_sku ?? line.sku,
              item_variant: line.parent_sku ? line.sku : undefined,
              item_name: product.name,
              item_brand: product.brand,
              price,
              quantity: line.quantity,
            },
          ],
        }),
      );
      if (openCart) bus.publish(cartOpen());
    },
    onError: (error) => {
      const message = error.message || messages.errors.title;
      toast(bus, 'danger', message);
      toast(bus, 'info', message, messages.errors.title);
    },
  });
}
