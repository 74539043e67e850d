import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartChanged, wishlistChanged, type Bus } from '@bottega/browser-contract';
import { queryKeys } from '../../app/queryKeys';
import type { Cart } from './cart.rules';

/** A cart the server answered with: on screen in every fragment of this team (one cache), its count told to the others. */
export function settleCart(queryClient: QueryClient, bus: Bus, cart: Cart) {
  queryClient.setQueryData(queryKeys.cart, cart);
  bus.publish(cartChanged(cart.total_quantity));
}

/** The wishlist's new count, kept before it is told, for the same reason. */
export function settleWishlistCount(queryClient: QueryClient, bus: Bus, count: number) {
  queryClient.setQueryData(queryKeys.wishlistCount, count);
  bus.publish(wishlistChanged(count));
}

/**
 * Counts stay true (issue 5). Every change to the cart and the wishlist is this team's own, and its
 * fragments share one cache: a count it announced is the one the cache holds already, and is not
 * read again. What other teams announce is: a login merged the carts, an order emptied one (both
 * say no count), a catalog from before the cart owned adding (a rollback) added a line.
 */
export function useCommerceSync(bus: Bus) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const readAgainUnlessShown = (key: readonly string[], announced: number | undefined, shown: number | undefined) => {
      if (announced === undefined || announced !== shown) void queryClient.invalidateQueries({ queryKey: key });
    };
    const subscriptions = [
      bus.on('cart:changed').subscribe(({ totalQuantity }) => readAgainUnlessShown(queryKeys.cart, totalQuantity, queryClient.getQueryData<Cart>(queryKeys.cart)?.total_quantity)),
      bus.on('wishlist:changed').subscribe(({ count }) => readAgainUnlessShown(queryKeys.wishlist, count, queryClient.getQueryData<number>(queryKeys.wishlistCount))),
      bus.on('account:changed').subscribe(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, queryClient]);
}
