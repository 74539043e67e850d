import { useEffect, useState } from 'react';
import type { Bus } from '@bottega/event-bus';
import { hasCustomerSession } from '../session';

/** Whether the shopper is logged in, following logins and logouts announced on the bus. */
export function useLoggedIn(bus: Bus): boolean {
  const [loggedIn, setLoggedIn] = useState(() => hasCustomerSession());
  useEffect(() => {
    const subscription = bus.on('account:changed').subscribe((payload) => setLoggedIn(payload.loggedIn));
    return () => subscription.unsubscribe();
  }, [bus]);
  return loggedIn;
}
