import { useState } from 'react';
import { Icon } from '@bottega/ui';
import type { FragmentProps } from '@bottega/browser-contract';
import { formStatusOf } from '@bottega/fragment-kit';
import { Page } from '../../components/Page';
import { FormOutcome } from '../../components/FormOutcome';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlist } from '../../features/wishlist/useWishlist';
import { WishlistItems } from '../../features/wishlist/components/WishlistItems';
import { DEFAULT_VIEW, type WishlistView } from '../../features/wishlist/wishlist.rules';
import { wishlistOutcomeMessage } from '../../features/wishlist/wishlist.form';
import styles from './WishlistPage.module.css';

/** The full wishlist (/it/wishlist, and my-account's MyWishlist places it): grid or list (grid by default),
 * 100 items a page. Its cards' forms work without scripts; their outcome is said here from the address. */
export function WishlistPage({ bus, basePath, navigate, query }: FragmentProps) {
  useCommerceSync(bus);
  const [view, setView] = useState<WishlistView>(DEFAULT_VIEW);
  const wishlist = useWishlist();
  const outcome = wishlistOutcomeMessage(formStatusOf(query));
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
      <FormOutcome outcome={outcome} />
      <WishlistItems wishlist={wishlist} bus={bus} layout={view} className={view === 'grid' ? styles.gridView : styles.listView} basePath={basePath} navigate={navigate} />
    </Page>
  );
}
