import { Button, EmptyState } from '@bottega/ui';
import type { Bus } from '@bottega/browser-contract';
import { LoadingRows } from '../../../components/LoadingRows';
import { messages } from '../../../messages/it';
import { useWishlistItemActions, type useWishlist } from '../useWishlist';
import { WishlistItemCard, type WishlistItemCardProps } from './WishlistItemCard';
import styles from './WishlistItems.module.css';

interface WishlistItemsProps extends Pick<WishlistItemCardProps, 'layout' | 'basePath' | 'navigate' | 'onNavigate'> {
  wishlist: ReturnType<typeof useWishlist>;
  bus: Bus;
  /** The list's own arrangement of the cards. */
  className: string;
}

/** The saved products as cards (the page's grid or list, the drawer's compact rows), or why there are
 * none to show: still loading, failed to load, empty. docs/product-rules.md §9: read 100 at a time, the next page on request. */
export function WishlistItems({ wishlist, bus, className, ...card }: WishlistItemsProps) {
  const actions = useWishlistItemActions(bus);
  if (wishlist.isPending) return <LoadingRows label={messages.wishlist.loading} picture={{ aspectRatio: '140 / 200', width: '5.5rem' }} detailWidth="30%" />;
  if (wishlist.isError && wishlist.items.length === 0) {
    return (
      <div className={styles.failed} role="alert">
        <p>{messages.wishlist.loadFailed}</p>
        <Button size="sm" variant="secondary" onClick={() => wishlist.refetch()}>
          {messages.cart.retry}
        </Button>
      </div>
    );
  }
  // Product rule §2: 'Your wishlist is empty' / "Looks like you haven't added any items to the Wishlist."
  if (wishlist.items.length === 0) return <EmptyState icon="heart" title={messages.wishlist.empty} hint={messages.wishlist.emptyHint} />;
  return (
    <>
      <ul className={className} aria-label={messages.wishlist.title}>
        {wishlist.items.map((item) => (
          <WishlistItemCard key={item.id} item={item} actions={actions} {...card} />
        ))}
      </ul>
      {wishlist.hasNextPage && (
        <div className={styles.more}>
          {/* The items already shown stay: only the next page failed, and the same button asks for it again. */}
          {wishlist.isFetchNextPageError && !wishlist.isFetchingNextPage && (
            <p className={styles.moreFailed} role="alert">
              {messages.wishlist.loadMoreFailed}
            </p>
          )}
          <Button variant="secondary" onClick={() => wishlist.fetchNextPage()} loading={wishlist.isFetchingNextPage}>
            {messages.wishlist.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
