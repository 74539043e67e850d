import Cookies from 'js-cookie';
import { hasLiveSession } from '@bottega/api-contract';
import { requestContext } from './requestContext';

/** A cookie of the shopper's request: the page's in the browser, the rendered request's on the server. */
export function readCookie(name: string): string | undefined {
  const server = requestContext();
  return server ? server.cookie(name) : Cookies.get(name);
}

/** A live customer session: the readable `customer_expires` beside the HttpOnly token (docs/adr/0003-session-cookies.md). */
export const isLoggedIn = () => hasLiveSession(readCookie('customer_expires'));
