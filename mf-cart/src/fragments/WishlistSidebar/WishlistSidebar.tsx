import { useEffect, useState } from 'react';
import { Button, Drawer } from '@bottega/ui';
import type { FragmentProps } from '@bottega/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/queryKeys';
import { messages } from '../../messages/it';
import { useCommerceSync } from '../../features/cart/cartEvents';
import { useWishlist, useWishlistItemActions } from '../../features/wishlist/useWishlist';
import { WishlistItemCard } from '../../features/wishlist/components/WishlistItemCard';
import { LoadMore, WishlistEmpty, WishlistLoadFailed, WishlistLoading } from '../../features/wishlist/components/WishlistParts';
import styles from './WishlistSidebar.module.css';

/**
 * The right-hand wishlist drawer (spec §2): the items and their count, and 'Continue shopping' that
 * closes it. Mounted by the shell on the first `wishlist:open`, then driven by the bus.
 */
export function WishlistSidebar({ params, bus, basePath, navigate }: FragmentProps) {
  const [open, setOpen] = useState(params.open === 'true');
  const queryClient = useQueryClient();
  useCommerceSync(bus);
  useEffect(() => {
    const subscriptions = [
      bus.on('wishlist:open').subscribe(() => {
        setOpen(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys.wishlist });
      }),
      bus.on('wishlist:close').subscribe(() => setOpen(false)),
      // One right-hand drawer at a time.
      bus.on('cart:open').subscribe(() => setOpen(false)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, queryClient]);

  const wishlist = useWishlist();
  const actions = useWishlistItemActions(bus);
  const close = () => setOpen(false);

  return (
    <Drawer
      open={open}
      onClose={close}
      title={
        <>
          {messages.wishlist.title}
          {wishlist.count > 0 && <span className={styles.count}> ({messages.wishlist.count(wishlist.count)})</span>}
        </>
      }
      footer={
        <Button variant="secondary" fullWidth onClick={close}>
          {messages.wishlist.continueShopping}
        </Button>
      }
    >
      {wishlist.isPending ? (
        <WishlistLoading />
      ) : wishlist.isError && wishlist.items.length === 0 ? (
        <WishlistLoadFailed retry={() => wishlist.refetch()} />
      ) : wishlist.items.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <>
          <ul className={styles.items} aria-label={messages.wishlist.title}>
            {wishlist.items.map((item) => (
              <WishlistItemCard key={item.id} item={item} layout="compact" basePath={basePath} navigate={navigate} actions={actions} onNavigate={close} />
            ))}
          </ul>
          <LoadMore visible={wishlist.hasNextPage} loading={wishlist.isFetchingNextPage} onClick={() => wishlist.fetchNextPage()} />
        </>
      )}
    </Drawer>
  );
}
