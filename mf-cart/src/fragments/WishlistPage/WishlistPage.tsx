import { useState } from 'react';
import { Icon } from '@bottega/ui';
import type { FragmentProps } from '@bottega/browser-contract';
import { Page } from '../../components/Page';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlist } from '../../features/wishlist/useWishlist';
import { WishlistItems } from '../../features/wishlist/components/WishlistItems';
import { DEFAULT_VIEW, type WishlistView } from '../../features/wishlist/wishlist.rules';
import styles from './WishlistPage.module.css';

/** The full wishlist (my-account's MyWishlist places it): grid or list (grid by default), 100 items a page. */
export function WishlistPage({ bus, basePath, navigate }: FragmentProps) {
  useCommerceSync(bus);
  const [view, setView] = useState<WishlistView>(DEFAULT_VIEW);
  const wishlist = useWishlist();
  const views = (
    <div className={styles.views} role="group" aria-label={messages.wishlist.view}>
      {(['grid', 'list'] as const).map((option) => (
        <button key={option} type="button" className={styles.viewButton} aria-pressed={view === option} onClick={() => setView(option)}>
          <Icon name={option} size={18} />
          <span>{messages.wishlist[option]}</span>
        </button>
      ))}
    </div>
  );

  return (
    <Page titleId="wishlist-page-title" title={messages.wishlist.title} count={wishlist.count > 0 ? messages.wishlist.count(wishlist.count) : undefined} nested tools={views}>
      <WishlistItems wishlist={wishlist} bus={bus} layout={view} className={view === 'grid' ? styles.gridView : styles.listView} basePath={basePath} navigate={navigate} />
    </Page>
  );
}
