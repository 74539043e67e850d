import { useEffect, useState } from 'react';

/** How far below the screen a part starts loading, so it is ready when it scrolls in. */
const AHEAD = '300px';

/** Whether `element` has come within AHEAD of the screen since `watching`, and stays true, so code for what the
 * shopper has not scrolled to does not compete with what they see first. Without IntersectionObserver, at once. */
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

/** When a server-rendered slot loads its code: `near` the screen, or on the first `intent` (pointer, touch, focus). */
export type HydrateWhen = 'near' | 'intent';

/** Pointer, touch and focus come before the click or the keystroke they lead to: the code is on its way by then. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Intent that came before the slot's listeners (the shell starts on the first intent, docs/adr/0037): focus inside,
 * the pointer over it, or a press the page's catcher holds. */
function reachedBefore(element: Element): boolean {
  const held = window.__bottegaEarlyClicks ?? [];
  return element.contains(document.activeElement) || element.matches(':hover') || held.some((button) => element.contains(button));
}

/** Whether a slot loads its code now: a browser-rendered one at once; a server-rendered one is readable already, so
 * it waits to come near the screen or, for `intent`, to be reached for (docs/adr/0016). */
export function useShouldHydrate(element: Element | null, serverRendered: boolean, hydrate: HydrateWhen = 'near'): boolean {
  const [reached, setReached] = useState(false);
  const near = useNearScreen(element, serverRendered && hydrate === 'near');
  useEffect(() => {
    if (reached || !element || !serverRendered || hydrate !== 'intent') return;
    const reach = () => setReached(true);
    for (const type of INTENT_EVENTS) element.addEventListener(type, reach, { passive: true, once: true });
    if (reachedBefore(element)) setReached(true);
    return () => INTENT_EVENTS.forEach((type) => element.removeEventListener(type, reach));
  }, [reached, element, serverRendered, hydrate]);
  return !serverRendered || (hydrate === 'intent' ? reached : near);
}
