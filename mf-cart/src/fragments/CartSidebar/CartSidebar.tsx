import { useEffect, useState } from 'react';
import { Button, Drawer } from '@bottega/ui';
import type { FragmentProps } from '@bottega/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { followLink } from '../../app/links';
import { queryKeys } from '../../app/queryKeys';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart, useCartActions } from '../../features/cart/useCart';
import { CartEmpty, CartLines, CartLoadFailed, CartLoading, CheckoutButton, OutdatedNotice } from '../../features/cart/components/CartParts';
import { CartTotals, FreeShippingProgress } from '../../features/cart/components/CartTotals';
import styles from './CartSidebar.module.css';

/**
 * The right-hand cart drawer. The shell mounts it on the first `cart:open` (params.open = 'true');
 * from then on it listens to the bus itself, so anyone can open it.
 */
export function CartSidebar({ params, bus, basePath, navigate }: FragmentProps) {
  const [open, setOpen] = useState(params.open === 'true');
  const queryClient = useQueryClient();
  useCommerceSync(bus);
  useEffect(() => {
    const subscriptions = [
      bus.on('cart:open').subscribe(() => {
        setOpen(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      }),
      bus.on('cart:close').subscribe(() => setOpen(false)),
      // One right-hand drawer at a time.
      bus.on('wishlist:open').subscribe(() => setOpen(false)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, queryClient]);

  const cart = useCart();
  const actions = useCartActions(bus);
  const close = () => setOpen(false);
  const shared = { basePath, navigate, bus, onNavigate: close };
  const data = cart.data;
  const filled = !!data && data.items.length > 0;

  return (
    <Drawer
      open={open}
      onClose={close}
      title={
        <>
          {messages.cart.title}
          {filled && <span className={styles.count}> ({messages.cart.count(data.total_quantity)})</span>}
        </>
      }
      footer={
        filled ? (
          <div className={styles.footer}>
            <CartTotals cart={data} />
            <CheckoutButton {...shared} />
            <Button href={`${basePath}/Cart`} variant="ghost" fullWidth onClick={followLink(navigate, close)}>
              {messages.cart.viewCart}
            </Button>
          </div>
        ) : undefined
      }
    >
      <OutdatedNotice />
      {cart.isPending ? (
        <CartLoading />
      ) : !data ? (
        <CartLoadFailed retry={() => cart.refetch()} />
      ) : filled ? (
        <div className={styles.body}>
          <FreeShippingProgress cart={data} />
          <CartLines cart={data} compact actions={actions} {...shared} />
        </div>
      ) : (
        <CartEmpty {...shared} />
      )}
    </Drawer>
  );
}
