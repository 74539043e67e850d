import { Button, EmptyState, Skeleton } from '@bottega/ui';
import { messages } from '../../../messages/it';
import styles from './WishlistParts.module.css';

/** Spec §2: 'Your wishlist is empty' / "Looks like you haven't added any items to the Wishlist." */
export function WishlistEmpty() {
  return (
    <EmptyState icon="heart" title={messages.wishlist.empty} hint={messages.wishlist.emptyHint} />
  );
}

export function WishlistLoading() {
  return (
    <div className={styles.loading} aria-busy="true" aria-label={messages.wishlist.loading}>
      {[0, 1].map((index) => (
        <div key={index} className={styles.loadingLine}>
          <Skeleton aspectRatio="140 / 200" width="5.5rem" />
          <div className={styles.loadingText}>
            <Skeleton shape="text" width="70%" />
            <Skeleton shape="text" width="30%" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function WishlistLoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <p>{messages.wishlist.loadFailed}</p>
      <Button size="sm" variant="secondary" onClick={retry}>
        {messages.cart.retry}
      </Button>
    </div>
  );
}

/** Spec §9: the wishlist is read 100 at a time; the next page comes on request. */
export function LoadMore({ visible, loading, onClick }: { visible: boolean; loading: boolean; onClick: () => void }) {
  if (!visible) return null;
  return (
    <div className={styles.more}>
      <Button variant="secondary" onClick={onClick} loading={loading}>
        {messages.wishlist.loadMore}
      </Button>
    </div>
  );
}
