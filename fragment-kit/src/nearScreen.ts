import { useEffect, useState } from 'react';

/** How far below the screen a part starts loading, so it is ready when it scrolls in. */
const AHEAD = '300px';

/**
 * Whether `element` has come near the screen (within AHEAD of it) since `watching` became true; it
 * stays true after. The code of what a shopper has not scrolled to yet does not compete with what
 * they see first. Without IntersectionObserver it is near at once.
 */
export function useNearScreen(element: Element | null, watching = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element || !watching) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, watching]);
  return near;
}
