import { useState } from 'react';
import { Icon } from '@bottega/ui';
import type { FragmentProps } from '@bottega/event-bus';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlist, useWishlistItemActions } from '../../features/wishlist/useWishlist';
import { WishlistItemCard } from '../../features/wishlist/components/WishlistItemCard';
import { LoadMore, WishlistEmpty, WishlistLoadFailed, WishlistLoading } from '../../features/wishlist/components/WishlistParts';
import { DEFAULT_VIEW, type WishlistView } from '../../features/wishlist/wishlist.rules';
import styles from './WishlistPage.module.css';

/** The full wishlist (my-account's MyWishlist places it): grid or list (grid by default), 100 items a page. */
export function WishlistPage({ bus, basePath, navigate }: FragmentProps) {
  useCommerceSync(bus);
  const [view, setView] = useState<WishlistView>(DEFAULT_VIEW);
  const wishlist = useWishlist();
  const actions = useWishlistItemActions(bus);

  return (
    <section className={styles.page} aria-labelledby="wishlist-page-title">
      <header className={styles.header}>
        <h1 id="wishlist-page-title" className={styles.title}>
          {messages.wishlist.title}
        </h1>
        {wishlist.count > 0 && <p className={styles.count}>{messages.wishlist.count(wishlist.count)}</p>}
        <div className={styles.views} role="group" aria-label={messages.wishlist.view}>
          {(['grid', 'list'] as const).map((option) => (
            <button key={option} type="button" className={styles.viewButton} aria-pressed={view === option} onClick={() => setView(option)}>
              <Icon name={option} size={18} />
              <span>{messages.wishlist[option]}</span>
            </button>
          ))}
        </div>
      </header>
      {wishlist.isPending ? (
        <WishlistLoading />
      ) : wishlist.isError && wishlist.items.length === 0 ? (
        <WishlistLoadFailed retry={() => wishlist.refetch()} />
      ) : wishlist.items.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <>
          <ul className={view === 'grid' ? styles.gridView : styles.listView} aria-label={messages.wishlist.title}>
            {wishlist.items.map((item) => (
              <WishlistItemCard key={item.id} item={item} layout={view} basePath={basePath} navigate={navigate} actions={actions} />
            ))}
          </ul>
          <LoadMore visible={wishlist.hasNextPage} loading={wishlist.isFetchingNextPage} onClick={() => wishlist.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
