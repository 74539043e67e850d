import { useCallback, useSyncExternalStore } from 'react';
import type { Bus } from '@bottega/event-bus';
import { isLoggedIn } from './cookies';
import { requestContext } from './requestContext';

/**
 * Set by the edge on the `<html>` of a page it drew: whom the server drew it for, `customer` or
 * `guest`. Hydration must start from what the server saw, not from the cookie as it is when the
 * code arrives: a session can end in between, and React would find other HTML than it draws.
 */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

const loggedInWhenDrawn = () => (requestContext() ? isLoggedIn() : document.documentElement.getAttribute(DRAWN_FOR_ATTRIBUTE) === 'customer');

/**
 * Whether the shopper is logged in, as a component should read it: the server's answer while a
 * server-drawn page hydrates, then the cookie, read again whenever `account:changed` is announced.
 */
export function useLoggedIn(bus: Bus): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = bus.on('account:changed').subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [bus],
  );
  return useSyncExternalStore(subscribe, isLoggedIn, loggedInWhenDrawn);
}
