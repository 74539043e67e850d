import { hasLiveSession } from '@bottega/api-contract';

/** Whom the edge rendered the page for (`customer` or `guest`): hydration starts from that, not the cookie, since a
 * session can end in between and React would find other HTML (docs/architecture.md §7.7). */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';

/** The mark's value for a request's `customer_expires` cookie: the one rule the edge and the test renderer share. */
export const renderedFor = (customerExpires: string | undefined): 'customer' | 'guest' => (hasLiveSession(customerExpires) ? 'customer' : 'guest');
