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

/** The wishlist's new count, cached before it is announced, for the same reason. */
export function settleWishlistCount(queryClient: QueryClient, bus: Bus, count: number) {
  queryClient.setQueryData(queryKeys.wishlistCount, count);
  bus.publish(wishlistChanged(count));
}

/** Counts stay true (docs/architecture.md §2.3): this team's own changes are already in the shared cache, so only what
 * other teams announce is read again (a login merged the carts, an order emptied one, a rolled-back catalog added a line). */
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
