import { useEffect, type RefObject } from 'react';
import { isNearEnd, SCROLL_LISTENER_DELAY_MS } from './search.rules';

/**
 * Calls `loadMore` when the scrolling list comes within 1.5 viewport heights of its end. The
 * listener is attached only after a second (docs/product-rules.md §9), once the first page has laid out.
 */
export function useInfiniteScroll(list: RefObject<HTMLElement | null>, active: boolean, loadMore: () => void) {
  useEffect(() => {
    const element = list.current;
    if (!active || !element) return;
    const onScroll = () => {
      const { scrollTop, clientHeight, scrollHeight } = element;
      if (isNearEnd({ scrollTop, clientHeight, scrollHeight, viewportHeight: window.innerHeight })) loadMore();
    };
    const timer = setTimeout(() => element.addEventListener('scroll', onScroll, { passive: true }), SCROLL_LISTENER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
    };
  }, [list, active, loadMore]);
}
