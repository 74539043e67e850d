import { useEffect, type RefObject } from 'react';
import { isNearEnd, SCROLL_LISTENER_DELAY_MS } from './search.rules';

/** Calls `loadMore` within 1.5 viewport heights of the list's end; the listener waits a second, for the first page's layout (docs/product-rules.md §9). */
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
