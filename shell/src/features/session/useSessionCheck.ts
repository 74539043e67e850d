import { useEffect } from 'react';
import type { Bus } from '@bottega/browser-contract';
import { checkSessionOnNavigation, watchSession } from './session';

/** Checks the session on every path change. Call it in the layout that renders `<Notifications>`: a parent's effects
 * run after its children's, so the warning finds the area listening. */
export function useSessionCheck(bus: Bus, pathname: string): void {
  useEffect(() => watchSession(bus), [bus]);
  useEffect(() => {
    checkSessionOnNavigation({ bus });
  }, [bus, pathname]);
}
