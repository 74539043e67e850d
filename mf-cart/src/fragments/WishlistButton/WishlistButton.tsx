import { IconButton } from '@bottega/ui';
import { wishlistOpen, type FragmentProps } from '@bottega/browser-contract';
import { onPlainClick } from '@bottega/fragment-kit';
import { wishlistPageHref } from '../../app/links';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlistCount } from '../../features/wishlist/useWishlist';
import styles from './WishlistButton.module.css';

/** The header's heart with the number of saved products: a link to the wishlist page, which opens the
 * wishlist drawer through the bus once its code has loaded (a press before that goes to the page). */
export function WishlistButton({ bus, basePath }: FragmentProps) {
  useCommerceSync(bus);
  const { data: count = 0 } = useWishlistCount();
  return (
    <IconButton
      href={wishlistPageHref(basePath)}
      className={styles.button}
      label={messages.wishlistButton.label}
      icon="heart"
      badge={count}
      aria-haspopup="dialog"
      onClick={onPlainClick(() => bus.publish(wishlistOpen()))}
    />
  );
}
