/** docs/product-rules.md §9: the header sticks after 20 px of scroll and gains its shadow after 30 px. */
export const STICKY_AFTER_PX = 20;
export const SHADOW_AFTER_PX = 30;

export interface HeaderScroll {
  sticky: boolean;
  shadow: boolean;
}

export const headerScrollAt = (scrollY: number): HeaderScroll => ({ sticky: scrollY > STICKY_AFTER_PX, shadow: scrollY > SHADOW_AFTER_PX });

export interface PlaceLike {
  pathname: string;
  hash?: string;
}

/** Product rule §2: scroll resets on navigation unless the path is the same (a query change); anchors are left
 * to the browser. */
export function shouldScrollToTop(previous: PlaceLike | null, next: PlaceLike): boolean {
  if (previous === null || previous.pathname === next.pathname) return false;
  return !next.hash;
}
