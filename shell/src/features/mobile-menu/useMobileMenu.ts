import { useCallback, useEffect, useState } from 'react';
import { merge } from 'rxjs';
import { overlayOpeners, type Bus } from '@bottega/event-bus';

export interface MobileMenu {
  open: boolean;
  show(): void;
  close(): void;
}

/**
 * The menu's open state. It closes on `shell:close-mobile-menu` (published by the catalog after a
 * link is followed, and by the bus before a cart, wishlist or login overlay opens), on those open
 * commands themselves (a sender that dispatched one without the bus's helper still gets the
 * spec's order) and whenever the path changes, so no navigation leaves it hanging open.
 */
export function useMobileMenu(bus: Bus, pathname: string): MobileMenu {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const subscription = merge(bus.on('shell:close-mobile-menu'), ...overlayOpeners.map((name) => bus.on(name))).subscribe(close);
    return () => subscription.unsubscribe();
  }, [bus, close]);

  useEffect(close, [pathname, close]);

  return { open, show, close };
}
