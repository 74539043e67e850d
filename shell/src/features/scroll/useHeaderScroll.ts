import { useEffect, useState } from 'react';
import { headerScrollAt, type HeaderScroll } from './scroll.rules';

/** `{ sticky, shadow }` for the header, reading the scroll at most once per frame and re-rendering only when a flag flips. */
export function useHeaderScroll(): HeaderScroll {
  const [state, setState] = useState<HeaderScroll>(() => headerScrollAt(typeof window === 'undefined' ? 0 : window.scrollY));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = headerScrollAt(window.scrollY);
      setState((current) => (current.sticky === next.sticky && current.shadow === next.shadow ? current : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
