import { hasLiveSession } from '@bottega/api-contract';

/**
 * Set by the edge on the `<html>` of a page it rendered: whom the server rendered it for, `customer`
 * or `guest`. Hydration starts from what the server saw, not from the cookie when the code arrives:
 * a session can end in between, and React would find other HTML than it renders (docs/architecture.md §7.7).
 */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';

/** The mark's value for a request's `customer_expires` cookie: the one rule the edge and the test renderer share. */
export const renderedFor = (customerExpires: string | undefined): 'customer' | 'guest' => (hasLiveSession(customerExpires) ? 'customer' : 'guest');
