import { useEffect, useState } from 'react';
import { merge } from 'rxjs';
import type { Bus, EventName } from '@bottega/browser-contract';

/**
 * Whether one of `events` has been published on the bus since the slot was rendered: news that a
 * fragment still waiting for intent must show (a header button after a login or an add elsewhere),
 * so it loads its code rather than keep the server's picture of the page.
 */
export function useHydrateOn(bus: Bus, events: readonly EventName[] = []): boolean {
  const [heard, setHeard] = useState(false);
  const names = events.join(' ');
  useEffect(() => {
    if (heard || !names) return;
    const subscription = merge(...names.split(' ').map((name) => bus.on(name as EventName))).subscribe(() => setHeard(true));
    return () => subscription.unsubscribe();
  }, [bus, names, heard]);
  return heard;
}
