import { useEffect, useState } from 'react';
import { merge } from 'rxjs';
import type { Bus, EventName } from '@bottega/event-bus';
import { useNearScreen } from '@bottega/fragment-kit';

/**
 * When a server-drawn slot loads its code: `near` when it comes near the screen; `intent` on the
 * first sign that the shopper is about to use it (pointer over it, a touch, focus inside it).
 */
export type Wake = 'near' | 'intent';

/** Pointer, touch and focus come before the click or the keystroke they lead to: the code is on its way by then. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Whether a slot's fragment should load its code now. A slot the browser drew itself does at once;
 * one the server drew is already readable and its links already work, so it waits: below the fold
 * until it comes near the screen, or, for a fragment that is only read (`intent`), until the shopper
 * reaches for it. Either way its code does not compete with what the shopper sees first.
 */
export function useAwake(element: Element | null, serverDrawn: boolean, wake: Wake = 'near'): boolean {
  const [reached, setReached] = useState(false);
  const near = useNearScreen(element, serverDrawn && wake === 'near');
  useEffect(() => {
    if (reached || !element || !serverDrawn || wake !== 'intent') return;
    const reach = () => setReached(true);
    for (const type of INTENT_EVENTS) element.addEventListener(type, reach, { passive: true, once: true });
    // Focus already inside (a shopper who tabbed in before the shell's code arrived).
    if (element.contains(document.activeElement)) setReached(true);
    return () => INTENT_EVENTS.forEach((type) => element.removeEventListener(type, reach));
  }, [reached, element, serverDrawn, wake]);
  return !serverDrawn || (wake === 'intent' ? reached : near);
}

/**
 * Whether one of `events` has been published on the bus since the slot was drawn: news that a
 * fragment still waiting for intent must show (a header button after a login or an add elsewhere),
 * so it loads its code rather than keep the server's picture of the page.
 */
export function useWokenBy(bus: Bus, events: readonly EventName[] = []): boolean {
  const [woken, setWoken] = useState(false);
  const names = events.join(' ');
  useEffect(() => {
    if (woken || !names) return;
    const subscription = merge(...names.split(' ').map((name) => bus.on(name as EventName))).subscribe(() => setWoken(true));
    return () => subscription.unsubscribe();
  }, [bus, names, woken]);
  return woken;
}
