import { useEffect, useRef, type RefObject } from 'react';
import { merge } from 'rxjs';
import { overlayOpeners, type Bus } from '@bottega/browser-contract';

/** Hides the panel if the browser shows it. */
function close(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/** The menu's panel, closed on `shell:close-mobile-menu`, on the overlays' open commands (docs/product-rules.md §4.1)
 * and on every path change, so no navigation leaves it open. */
export function useMobileMenu(bus: Bus, pathname: string): RefObject<HTMLElement | null> {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const subscription = merge(bus.on('shell:close-mobile-menu'), ...overlayOpeners.map((name) => bus.on(name))).subscribe(() => close(panel.current));
    return () => subscription.unsubscribe();
  }, [bus]);

  useEffect(() => close(panel.current), [pathname]);

  return panel;
}
