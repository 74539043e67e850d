import { useEffect, useRef, type RefObject } from 'react';
import { merge } from 'rxjs';
import { overlayOpeners, type Bus } from '@bottega/browser-contract';

/** Hides the panel if the browser shows it. */
function close(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * The menu's panel, which the browser opens. It closes on `shell:close-mobile-menu` (published by the
 * catalog after a link is followed, and by the bus before a cart, wishlist or login overlay opens), on
 * those open commands themselves (a sender that dispatched one without the bus's helper still gets the
 * spec's order) and whenever the path changes, so no navigation leaves it hanging open.
 */
export function useMobileMenu(bus: Bus, pathname: string): RefObject<HTMLElement | null> {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const subscription = merge(bus.on('shell:close-mobile-menu'), ...overlayOpeners.map((name) => bus.on(name))).subscribe(() => close(panel.current));
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => close(panel.current), [pathname]);

  return panel;
}
