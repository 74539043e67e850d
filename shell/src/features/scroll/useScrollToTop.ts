import { useEffect, useRef } from 'react';
import { shouldScrollToTop, type PlaceLike } from './scroll.rules';

/** Pass the router's location: the page scrolls to the top whenever the path changes. */
export function useScrollToTop(location: PlaceLike): void {
  const previous = useRef<PlaceLike | null>(null);
  const { pathname, hash } = location;
  useEffect(() => {
    const next = { pathname, hash };
    if (shouldScrollToTop(previous.current, next)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = next;
  }, [pathname, hash]);
}
