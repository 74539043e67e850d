import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartChanged, wishlistChanged, type Bus, type BusEvent } from '@bottega/event-bus';
import { queryKeys } from '../../app/queryKeys';

/**
 * The bus is synchronous (window events), so while this remote publishes, the `*:changed` it hears
 * is its own echo: its cache is already right and must not be refetched for it.
 */
let publishing = false;
function announce(bus: Bus, busEvent: BusEvent) {
  publishing = true;
  try {
    bus.publish(busEvent);
  } finally {
    publishing = false;
  }
}

export const announceCart = (bus: Bus, totalQuantity: number) => announce(bus, cartChanged(totalQuantity));
export const announceWishlist = (bus: Bus, count: number) => announce(bus, wishlistChanged(count));

/**
 * Counts stay true (issue 5): a change announced by another team (an add on a product page), a
 * login or logout, all make this remote read its data again.
 */
export function useCommerceSync(bus: Bus) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = (key: readonly string[]) => () => {
      if (!publishing) void queryClient.invalidateQueries({ queryKey: key });
    };
    const subscriptions = [
      bus.on('cart:changed').subscribe(refresh(queryKeys.cart)),
      bus.on('wishlist:changed').subscribe(refresh(queryKeys.wishlist)),
      bus.on('account:changed').subscribe(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, queryClient]);
}
