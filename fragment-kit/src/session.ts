import { useCallback, useSyncExternalStore } from 'react';
import type { Bus } from '@bottega/browser-contract';
import { isLoggedIn } from './cookies';
import { requestContext } from './requestContext';
import { RENDERED_FOR_ATTRIBUTE } from './renderedFor';

const loggedInWhenRendered = () => (requestContext() ? isLoggedIn() : document.documentElement.getAttribute(RENDERED_FOR_ATTRIBUTE) === 'customer');

/** Whether the shopper is logged in: the server's answer while the page hydrates, then the cookie, revalidated on `account:changed`. */
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
