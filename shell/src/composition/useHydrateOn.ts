import { useEffect, useState } from 'react';
import { merge } from 'rxjs';
import type { Bus, EventName } from '@bottega/browser-contract';

/** Whether one of `events` reached the bus since the slot rendered: news (a login, an add elsewhere) that a
 * fragment waiting for intent must show, so it loads its code rather than keep the server's HTML. */
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
