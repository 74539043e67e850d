import { Button, Drawer } from '@bottega/ui';
import type { FragmentProps } from '@bottega/browser-contract';
import { DrawerTitle, useRightDrawer } from '../../components/RightDrawer';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlist } from '../../features/wishlist/useWishlist';
import { WishlistItems } from '../../features/wishlist/components/WishlistItems';
import styles from './WishlistSidebar.module.css';

/** The right-hand wishlist drawer (docs/product-rules.md §2): the items and their count, and 'Continue shopping' that closes it. */
export function WishlistSidebar({ params, bus, basePath, navigate }: FragmentProps) {
  const { open, close } = useRightDrawer(bus, 'wishlist', params.open === 'true');
  useCommerceSync(bus);
  const wishlist = useWishlist();

  return (
    <Drawer
      open={open}
      onClose={close}
      title={<DrawerTitle title={messages.wishlist.title} count={wishlist.count > 0 ? messages.wishlist.count(wishlist.count) : undefined} />}
      footer={
        <Button variant="secondary" fullWidth onClick={close}>
          {messages.wishlist.continueShopping}
        </Button>
      }
    >
      <WishlistItems wishlist={wishlist} bus={bus} layout="compact" className={styles.items} basePath={basePath} navigate={navigate} onNavigate={close} />
    </Drawer>
  );
}
