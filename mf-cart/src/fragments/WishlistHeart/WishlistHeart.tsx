import type { FragmentProps } from '@bottega/browser-contract';
import { formAction, formStatusOf } from '@bottega/fragment-kit';
import { Icon, VisuallyHidden } from '@bottega/ui';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useToggleWishlist, useWishlistEntry } from '../../features/wishlist/useWishlist';
import { heartOutcomeMessage, WISHLIST_HEART } from '../../features/wishlist/wishlist.form';
import styles from './WishlistHeart.module.css';

/** The heart on product cards and pages ({sku, name}): a toggle button whose pressed state is "in the
 * wishlist", in a form the cart team answers until the island's code is there (src/forms.ts). */
export function WishlistHeart({ params, query, bus }: FragmentProps) {
  const sku = params.sku ?? '';
  useCommerceSync(bus);
  const entry = useWishlistEntry(sku);
  const toggle = useToggleWishlist(bus, sku);
  const saved = !!entry.data;
  // Until the state is known (or while a toggle runs) a click would toggle the wrong way: ignore it.
  // A failed look-up is not waited for: the heart would stay dead with nothing said. It counts as
  // "not saved", so a click tries to add, and a refusal is told as any failed toggle is.
  const busy = entry.isPending || toggle.isPending;
  const outcome = heartOutcomeMessage(formStatusOf(query), sku);
  return (
    <form
      method="post"
      action={formAction('mf_cart', WISHLIST_HEART)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && sku) toggle.mutate(entry.data ?? null);
      }}
    >
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="saved" value={saved ? '1' : '0'} />
      <button
        type="submit"
        className={saved ? `${styles.heart} ${styles.saved}` : styles.heart}
        aria-label={saved ? messages.wishlist.remove(params.name) : messages.wishlist.add(params.name)}
        aria-pressed={saved}
        aria-disabled={busy || undefined}
      >
        <Icon name={saved ? 'heart-filled' : 'heart'} size={22} />
      </button>
      {outcome?.tone === 'success' && (
        <span role="status">
          <VisuallyHidden>{outcome.text}</VisuallyHidden>
        </span>
      )}
      {outcome?.tone === 'danger' && (
        <p role="alert" className={styles.failed}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}
