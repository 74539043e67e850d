import type { SlotFunction } from '@bottega/browser-contract';
import { Slot } from '@bottega/fragment-kit';

/** Lista dei desideri: the cart team owns the wishlist; its page is mounted here through the shell. */
export function MyWishlist({ slot }: { slot: SlotFunction }) {
  return <Slot slot={slot} remote="mf_cart" fragment="WishlistPage" />;
}
