import { IconButton } from '@bottega/ui';
import { wishlistOpen, type FragmentProps } from '@bottega/browser-contract';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlistCount } from '../../features/wishlist/useWishlist';
import styles from './WishlistButton.module.css';

/** The header's heart with the number of saved products; opens the wishlist drawer through the bus. */
export function WishlistButton({ bus }: FragmentProps) {
  useCommerceSync(bus);
  const { data: count = 0 } = useWishlistCount();
  return (
    <IconButton className={styles.button} label={messages.wishlistButton.label} icon="heart" badge={count} aria-haspopup="dialog" onClick={() => bus.publish(wishlistOpen())} />
  );
}
