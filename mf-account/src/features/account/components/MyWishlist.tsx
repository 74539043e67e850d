import { useEffect, useRef } from 'react';
import type { SlotFunction } from '@bottega/event-bus';

/** Lista dei desideri: the cart team owns the wishlist; its page is mounted here through the shell. */
export function MyWishlist({ slot }: { slot: SlotFunction }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const mounted = slot(element.current, 'mf_cart', 'WishlistPage');
    return () => mounted.unmount();
  }, [slot]);
  return <div ref={element} />;
}
