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

/**
 * When a server-rendered slot loads its code: `near` when it comes near the screen; `intent` on the
 * first sign that the shopper is about to use it (pointer over it, a touch, focus inside it).
 */
export type HydrateWhen = 'near' | 'intent';

/** Pointer, touch and focus come before the click or the keystroke they lead to: the code is on its way by then. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Intent that came before the slot's listeners did (the shell starts on the shopper's first intent,
 * docs/adr/0037): focus inside, the pointer resting over it, or a press the page's catcher holds for it.
 */
function reachedBefore(element: Element): boolean {
  const held = window.__bottegaEarlyClicks ?? [];
  return element.contains(document.activeElement) || element.matches(':hover') || held.some((button) => element.contains(button));
}

/**
 * Whether a slot's fragment should load its code now. A slot the browser rendered itself does at once;
 * one the server rendered is already readable and its links already work, so it waits: below the fold
 * until it comes near the screen, or, for a fragment that is only read (`intent`), until the shopper
 * reaches for it. Either way its code does not compete with what the shopper sees first.
 */
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
