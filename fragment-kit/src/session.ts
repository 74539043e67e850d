import { useCallback, useSyncExternalStore } from 'react';
import type { Bus } from '@bottega/browser-contract';
import { isLoggedIn } from './cookies';
import { requestContext } from './requestContext';
import { RENDERED_FOR_ATTRIBUTE } from './renderedFor';

const loggedInWhenRendered = () => (requestContext() ? isLoggedIn() : document.documentElement.getAttribute(RENDERED_FOR_ATTRIBUTE) === 'customer');

/**
 * Whether the shopper is logged in, as a component should read it: the server's answer while a
 * server-rendered page hydrates, then the cookie, read again whenever `account:changed` is announced.
 */
export function useLoggedIn(bus: Bus): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = bus.on('account:changed').subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [bus],
  );
  return useSyncExternalStore(subscribe, isLoggedIn, loggedInWhenRendered);
}
