import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, PaymentConfig } from '@bottega/api-contract';
import type { Bus } from '@bottega/browser-contract';
import { useLoggedIn } from '@bottega/fragment-kit';
import { browserStorage } from '@bottega/fragment-kit/storage';
import { mutationScopes, queryKeys } from '../../app/queryKeys';
import { isConflict } from '../../app/errors';
import { isMac, isPaymentConfig, orderKeyFor, paymentForm, readPaymentAnswer, saveSnapshot, snapshotOf } from '../payment/payment.rules';
import * as checkoutApi from './checkout.api';

/** The cart being checked out, read fresh whenever the tab regains focus (another tab may have changed it). */
export function useCheckoutCart(enabled = true) {
  return useQuery({ queryKey: queryKeys.cart, queryFn: checkoutApi.loadCart, enabled, staleTime: 0, refetchOnWindowFocus: 'always' });
}

/** The session as this remote sees it, updated on `account:changed`, when the cart is read again
 * because the API merges the guest cart into the customer's. */
export function useSession(bus: Bus) {
  const queryClient = useQueryClient();
  const loggedIn = useLoggedIn(bus);
  useEffect(() => {
    const subscriptions = [
      bus.on('account:changed').subscribe(() => void queryClient.invalidateQueries({ queryKey: queryKeys.cart })),
      // Another team changed the cart (the cart sidebar in this tab): what is paid must be what is shown.
      bus.on('cart:changed').subscribe(() => void queryClient.invalidateQueries({ queryKey: queryKeys.cart })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, queryClient]);
  return loggedIn;
}

/** A change to the cart, run in the cart queue; the server's cart replaces the one shown. On a 409 the cart
 * is read again and the step guard decides whether the shopper goes on or back to the cart. */
export function useCartChange<A>(change: (arg: A) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: mutationScopes.cart,
    mutationFn: change,
    onSuccess: (cart) => queryClient.setQueryData(queryKeys.cart, cart),
    onError: (error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}

/** A logged-in customer's saved addresses (none for a guest). */
export function useSavedAddresses(loggedIn: boolean) {
  return useQuery({ queryKey: queryKeys.addresses, queryFn: checkoutApi.customerAddresses, enabled: loggedIn, retry: false });
}

/** The methods for the cart's destination; read again when the address or the total changes. */
export function useShippingMethods(cart: Cart | undefined) {
  const fingerprint = JSON.stringify([cart?.shipping_address, cart?.prices.subtotal.value, cart?.prices.discounts]);
  return useQuery({
    queryKey: queryKeys.shippingMethods(fingerprint),
    queryFn: checkoutApi.shippingMethods,
    enabled: Boolean(cart?.shipping_address),
    retry: false,
  });
}

// The payment calls answer about the shop and one payment, never about the cart: keys of their own.
const paymentKeys = {
  config: ['checkout', 'payment', 'config'] as const,
  result: (event: string) => ['checkout', 'payment', 'result', event] as const,
};

/** docs/product-rules.md §7 `config`: whether card payment can be offered, and where its form goes. */
export function usePaymentConfig() {
  return useQuery({ queryKey: paymentKeys.config, queryFn: async () => readPaymentAnswer(await checkoutApi.paymentConfig(), isPaymentConfig), staleTime: 5 * 60_000 });
}

/** Product rule §7 `isSuccessfulResult` for the provider's result: asked once, since it settles the order,
 * and again only when the shop could not be reached. */
export function usePaymentResult(event: string) {
  return useQuery({ queryKey: paymentKeys.result(event), queryFn: () => checkoutApi.paymentResult(event), staleTime: Infinity, refetchOnWindowFocus: false });
}

/** Pay: place the order with this cart's idempotency key (a double click or reload finds the same order), store what the thank-you page
 * shows once the cart is emptied, and post a card form only with a confirmed MAC. */
export function usePlaceOrder(store: Storage = browserStorage('sessionStorage')) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: mutationScopes.cart,
    mutationFn: async ({ cart, method, config, termsAccepted }: { cart: Cart; method: string; config: PaymentConfig; termsAccepted: true }) => {
      const withMethod = cart.selected_payment_method?.code === method ? cart : await checkoutApi.setPaymentMethod(cart.id, method);
      queryClient.setQueryData(queryKeys.cart, withMethod);
      const placed = await checkoutApi.placeOrder(orderKeyFor(store, withMethod), termsAccepted);
      saveSnapshot(store, snapshotOf(placed.order.number, withMethod));
      const transaction = placed.payment.redirect?.fields;
      if (!transaction) return { order: placed.order, form: null };
      const mac = readPaymentAnswer(await checkoutApi.paymentMac({ codTrans: transaction.codTrans, divisa: config.divisa, importo: transaction.importo }), isMac);
      const form = paymentForm(config, transaction, mac);
      // The provider's page would refuse a form the shop does not sign: the shopper is told here instead.
      if (!form) throw new Error(mac.successful ? 'the mac call signs another request' : mac.error);
      return { order: placed.order, form };
    },
    onError: (error) => {
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
