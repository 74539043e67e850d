import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Bus } from '@bottega/browser-contract';
import { queryKeys } from '../app/queryKeys';
import styles from './RightDrawer.module.css';

/** Whether this remote's cart or wishlist drawer is open. The shell mounts it on the first open command; from then on
 * it follows the bus, and the other drawer's opening closes it (one right-hand drawer at a time). */
export function useRightDrawer(bus: Bus, drawer: 'cart' | 'wishlist', initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const queryClient = useQueryClient();
  useEffect(() => {
    const other = drawer === 'cart' ? 'wishlist' : 'cart';
    const subscriptions = [
      bus.on(`${drawer}:open`).subscribe(() => {
        setOpen(true);
        void queryClient.invalidateQueries({ queryKey: queryKeys[drawer] });
      }),
      bus.on(`${drawer}:close`).subscribe(() => setOpen(false)),
      bus.on(`${other}:open`).subscribe(() => setOpen(false)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, drawer, queryClient]);
  return { open, close: () => setOpen(false) };
}

/** A drawer's title with how many pieces it holds ('(3 articoli)') when there are any. */
export function DrawerTitle({ title, count }: { title: string; count?: string }) {
  return (
    <>
      {title}
      {count && <span className={styles.count}> ({count})</span>}
    </>
  );
}
