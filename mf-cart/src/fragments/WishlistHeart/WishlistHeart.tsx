import type { FragmentProps } from '@bottega/event-bus';
import { Icon } from '@bottega/ui';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useToggleWishlist, useWishlistEntry } from '../../features/wishlist/useWishlist';
import styles from './WishlistHeart.module.css';

/** The heart on product cards and pages ({sku, name}): a toggle button whose pressed state is "in the wishlist". */
export function WishlistHeart({ params, bus }: FragmentProps) {
  const sku = params.sku ?? '';
  useCommerceSync(bus);
  const entry = useWishlistEntry(sku);
  const toggle = useToggleWishlist(bus, sku);
  const saved = !!entry.data;
  // Until the state is known (or while a toggle runs) a click would toggle the wrong way: ignore it.
  // A failed look-up is not waited for: the heart would stay dead with nothing said. It counts as
  // "not saved", so a click tries to add, and a refusal is told as any failed toggle is.
  const busy = entry.isPending || toggle.isPending;
  return (
    <button
      type="button"
      className={saved ? `${styles.heart} ${styles.saved}` : styles.heart}
      aria-label={saved ? messages.wishlist.remove(params.name) : messages.wishlist.add(params.name)}
      aria-pressed={saved}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy && sku) toggle.mutate(entry.data ?? null);
      }}
    >
      <Icon name={saved ? 'heart-filled' : 'heart'} size={22} />
    </button>
  );
}
