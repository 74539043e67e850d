import { useEffect, useState } from 'react';

/** How far below the screen a server-drawn slot starts hydrating, so it is ready when it scrolls in. */
const AHEAD = '300px';

/**
 * Whether a slot's fragment should load its code now. A slot the browser drew itself does at once;
 * one the server drew is already readable, so below the fold it waits until it comes near the
 * screen: its code does not compete with what the shopper sees first.
 */
export function useAwake(element: Element | null, serverDrawn: boolean): boolean {
  const [awake, setAwake] = useState(!serverDrawn);
  useEffect(() => {
    if (awake || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setAwake(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setAwake(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [awake, element]);
  return awake;
}
