import { useEffect } from 'react';
import { accountOpenLogin, type Bus } from '@bottega/browser-contract';
import { hasCustomerSession } from '../session';
import { isPlainClick } from '@bottega/fragment-kit';
import { isOrdersPath, ORDERS_PATH } from './ordersLink.rules';

/** docs/product-rules.md §2: "I miei ordini" opens the login modal for a guest, wherever the link is; one document
 * listener sees the click before any fragment, and a customer's click goes on to the link. */
export function useOrdersLinkForGuests(bus: Bus, given?: Document): void {
  useEffect(() => {
    // Looked up in the effect: the server renders this hook too, and has no document.
    const doc = given ?? document;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href, doc.location.href);
      if (url.origin !== doc.location.origin || !isOrdersPath(url.pathname)) return;
      // Read the session at click time: it may have expired since the page rendered.
      if (hasCustomerSession()) return;
      event.preventDefault();
      event.stopPropagation();
      bus.publish(accountOpenLogin('login', ORDERS_PATH));
    };
    doc.addEventListener('click', onClick, true);
    return () => doc.removeEventListener('click', onClick, true);
  }, [bus, given]);
}
