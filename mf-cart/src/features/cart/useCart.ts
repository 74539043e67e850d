import { useSyncExternalStore } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analytics, type Bus } from '@bottega/browser-contract';
import { mutationScopes, queryKeys } from '../../app/queryKeys';
import { toast } from '../../app/notify';
import { messages } from '../../messages/it';
import * as cartApi from './cart.api';
import { settleCart } from './cartEvents';
import { isOutdatedCart, withLineQuantity, type Cart } from './cart.rules';

/** The shopper's cart (customer cart when logged in), as the views, the rollbacks and the server render read it. */
export const cartQuery = () => queryOptions({ queryKey: queryKeys.cart, queryFn: cartApi.loadCart });

/** The cart on screen, read again whenever the tab regains focus: another tab may have changed it. */
export function useCart() {
  // Read again on mount, even over the server's answer: another team may have changed the cart
  // between the server's render and this fragment's code arriving (an add replayed before it).
  return useQuery({ ...cartQuery(), refetchOnMount: 'always', refetchOnWindowFocus: 'always' });
}

/** docs/product-rules.md §8 'cart outdated, must be reloaded': raised by a cart call the server refused as stale, cleared by Reload. */
let outdated = false;
const outdatedListeners = new Set<() => void>();
function setOutdated(value: boolean) {
  outdated = value;
  outdatedListeners.forEach((listener) => listener());
}

export function useCartOutdated() {
  const queryClient = useQueryClient();
  const isOutdated = useSyncExternalStore(
    (listener) => {
      outdatedListeners.add(listener);
      return () => outdatedListeners.delete(listener);
    },
    () => outdated,
    // Only a change the server refused in this browser makes a cart outdated: never on the server.
    () => false,
  );
  const reload = async () => {
    await queryClient.resetQueries({ queryKey: queryKeys.cart });
    setOutdated(false);
  };
  return { isOutdated, reload };
}

interface Snapshot {
  /** The cart on screen when the change was asked for. */
  previous: Cart | undefined;
}

const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

/** Every change to the cart, one after another (one mutation scope) and naming the cart on screen: optimistic where it can be,
 * replaced by the server's cart, rolled back and read again on failure, so a failed call never leaves a wrong count. */
export function useCartActions(bus: Bus) {
  const queryClient = useQueryClient();
  const shownCart = () => queryClient.getQueryData<Cart>(queryKeys.cart);
  const shownId = () => shownCart()?.id ?? null;

  const settle = (cart: Cart) => settleCart(queryClient, bus, cart);
  const snapshot = async (change?: (cart: Cart) => Cart): Promise<Snapshot> => {
    await queryClient.cancelQueries({ queryKey: queryKeys.cart });
    const previous = shownCart();
    if (previous && change) queryClient.setQueryData(queryKeys.cart, change(previous));
    return { previous };
  };
  /** Puts back what was shown, reads the server's cart again, and says whether the view was outdated. */
  const rollback = async (error: unknown, context: Snapshot | undefined): Promise<boolean> => {
    if (context?.previous) queryClient.setQueryData(queryKeys.cart, context.previous);
    const fresh = await queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 }).catch(() => undefined);
    const outdated = isOutdatedCart(statusOf(error), context?.previous?.id ?? null, fresh?.id);
    if (outdated) setOutdated(true);
    return outdated;
  };
  const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : messages.errors.title);
  /** Rolls back, then shows the error through the cart error notification unless the cart must be reloaded instead. */
  const rollbackAndTell = async (error: unknown, _variables: unknown, context: Snapshot | undefined) => {
    if (!(await rollback(error, context))) toast(bus, 'danger', failure(error), messages.errors.title);
  };

  const changeQuantity = useMutation({
    scope: mutationScopes.cart,
    mutationFn: ({ uid, quantity }: { uid: string; quantity: number }) => cartApi.setLineQuantity(shownId(), uid, quantity),
    onMutate: ({ uid, quantity }) => snapshot((cart) => withLineQuantity(cart, uid, quantity)),
    onSuccess: (cart) => {
      settle(cart);
      toast(bus, 'success', messages.cart.quantityChanged);
    },
    // Product rule §8: quantity update errors go through the cart error notification.
    onError: rollbackAndTell,
  });

  /** Every line out at once; analytics hears each product removed, as for a single removal. */
  const clearCart = useMutation({
    scope: mutationScopes.cart,
    mutationFn: () => cartApi.clearCart(shownId()),
    onMutate: () => snapshot(),
    onSuccess: (cart, _variables, context) => {
      settle(cart);
      toast(bus, 'success', messages.cart.cleared);
      for (const line of context.previous?.items ?? []) bus.publish(analytics('remove_from_cart', { sku: line.product.sku }));
    },
    onError: rollbackAndTell,
  });

  /** Lines the stock does not cover brought down to what it covers (sold-out ones removed), in one call. */
  const fitToStock = useMutation({
    scope: mutationScopes.cart,
    mutationFn: (excess: Record<string, number>) => cartApi.subtractQuantities(shownId(), excess),
    onMutate: () => snapshot(),
    onSuccess: (cart) => {
      settle(cart);
      toast(bus, 'success', messages.cart.fitted);
    },
    onError: rollbackAndTell,
  });

  const removeLine = useMutation({
    scope: mutationScopes.cart,
    mutationFn: ({ uid }: { uid: string; name: string; sku: string }) => cartApi.removeLine(shownId(), uid),
    onMutate: () => snapshot(),
    onSuccess: (cart, { name, sku }) => {
      settle(cart);
      toast(bus, 'success', messages.cart.removed(name));
      bus.publish(analytics('remove_from_cart', { sku }));
    },
    onError: (error, _variables, context) => rollback(error, context),
  });

  // A hook, called in a fixed order on every render. By default its errors are shown where the
  // shopper typed (under the field), so only the rollback happens here; a call made without a field
  // (a code's removal) passes `rollbackAndTell`, or its failure would go unseen.
  const useCartCall = <A>(
    call: (cartId: string | null, arg: A) => Promise<Cart>,
    success: (arg: A) => string,
    onError: (error: Error, arg: A, context: Snapshot | undefined) => unknown = (error, _arg, context) => rollback(error, context),
  ) =>
    useMutation({
      scope: mutationScopes.cart,
      mutationFn: (arg: A) => call(shownId(), arg),
      onMutate: () => snapshot(),
      onSuccess: (cart, arg) => {
        settle(cart);
        toast(bus, 'success', success(arg));
      },
      onError,
    });

  return {
    changeQuantity,
    removeLine,
    clearCart,
    fitToStock,
    applyCoupon: useCartCall(cartApi.applyCoupon, (code: string) => messages.coupon.applied(code)),
    removeCoupon: useCartCall(
      (cartId, _: void) => cartApi.removeCoupon(cartId),
      () => messages.coupon.removed,
      rollbackAndTell,
    ),
    applyGiftCard: useCartCall(cartApi.applyGiftCard, (code: string) => messages.giftCard.applied(code)),
    removeGiftCard: useCartCall(cartApi.removeGiftCard, () => messages.giftCard.removed, rollbackAndTell),
    setNote: useCartCall(cartApi.setNote, () => messages.note.saved),
  };
}

/** initCheckout with this site's address; answers the localised path of the first checkout step. */
export function useStartCheckout() {
  return useMutation({ mutationFn: (origin: string) => cartApi.initCheckout(origin) });
}
