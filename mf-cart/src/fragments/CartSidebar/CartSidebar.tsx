import { Button, Drawer } from '@bottega/ui';
import type { FragmentProps } from '@bottega/browser-contract';
import { followLink } from '@bottega/fragment-kit';
import { DrawerTitle, useRightDrawer } from '../../components/RightDrawer';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useCart, useCartActions } from '../../features/cart/useCart';
import { CartEmpty, CartLines, CartLoadFailed, CartLoading, CheckoutButton, OutdatedNotice, StockNotice } from '../../features/cart/components/CartParts';
import { CartTotals, FreeShippingProgress } from '../../features/cart/components/CartTotals';
import styles from './CartSidebar.module.css';

/** The right-hand cart drawer: the lines, the totals and the ways on (checkout, the cart page). */
export function CartSidebar({ params, bus, basePath, navigate }: FragmentProps) {
  const { open, close } = useRightDrawer(bus, 'cart', params.open === 'true');
  useCommerceSync(bus);
  const cart = useCart();
  const actions = useCartActions(bus);
  const shared = { basePath, navigate, bus, onNavigate: close };
  const data = cart.data;
  const filled = !!data && data.items.length > 0;

  return (
    <Drawer
      open={open}
      onClose={close}
      title={<DrawerTitle title={messages.cart.title} count={filled ? messages.cart.count(data.total_quantity) : undefined} />}
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
          <StockNotice cart={data} fit={actions.fitToStock} />
          <FreeShippingProgress cart={data} />
          <CartLines cart={data} compact actions={actions} {...shared} />
        </div>
      ) : (
        <CartEmpty {...shared} />
      )}
    </Drawer>
  );
}
