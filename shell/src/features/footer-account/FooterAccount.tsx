import { useId, type MouseEvent } from 'react';
import { accountOpenLogin, cartOpen, wishlistOpen, type Bus } from '@bottega/event-bus';
import { messages } from '../../messages/it';
import { ConsentPreferencesLink } from '../consent';
import { isPlainClick, useLoggedIn } from '@bottega/fragment-kit';
import { ORDERS_PATH } from '../orders-link';
import { hasCustomerSession } from '../session';
import { ACCOUNT_PATH, CART_PATH, LOGIN_PATH, WISHLIST_PATH } from './footerAccount.rules';
import styles from './FooterAccount.module.css';

const text = messages.footerAccount;

export interface FooterAccountProps {
  bus: Bus;
  navigate: (to: string) => void;
}

/**
 * The footer's "Il mio account" column (docs/product-rules.md §2): login, cart and wishlist open their overlays,
 * "I miei ordini" goes to the order history (a guest is asked to log in first, as for every such
 * link: features/orders-link), and the cookie choices can be reopened. Each is a link to the page its
 * overlay enhances, so it works without JavaScript and a new-tab click still works. A guest's
 * "I miei ordini" links to the login page: the login is what the product rule gives a guest, where
 * the order history's guard would only send them home.
 */
export function FooterAccount({ bus, navigate }: FooterAccountProps) {
  const headingId = useId();
  const loggedIn = useLoggedIn(bus);

  const takeOver = (action: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    action();
  };

  return (
    <nav className={styles.column} aria-labelledby={headingId} data-feature="footer-account">
      <h2 id={headingId} className={styles.title}>
        {text.title}
      </h2>
      <ul className={styles.list}>
        <li>
          {loggedIn ? (
            <a className={styles.link} href={ACCOUNT_PATH} onClick={takeOver(() => navigate(ACCOUNT_PATH))}>
              {text.profile}
            </a>
          ) : (
            <a className={styles.link} href={LOGIN_PATH} onClick={takeOver(() => bus.publish(accountOpenLogin()))}>
              {text.login}
            </a>
          )}
        </li>
        <li>
          <a className={styles.link} href={CART_PATH} onClick={takeOver(() => bus.publish(cartOpen()))}>
            {text.cart}
          </a>
        </li>
        <li>
          <a className={styles.link} href={WISHLIST_PATH} onClick={takeOver(() => bus.publish(wishlistOpen()))}>
            {text.wishlist}
          </a>
        </li>
        <li>
          {/* The session is read again at click time: it may have ended, or begun, since the page was drawn. */}
          <a
            className={styles.link}
            href={loggedIn ? ORDERS_PATH : LOGIN_PATH}
            onClick={takeOver(() => (hasCustomerSession() ? navigate(ORDERS_PATH) : bus.publish(accountOpenLogin('login', ORDERS_PATH))))}
          >
            {text.orders}
          </a>
        </li>
        <li>
          <ConsentPreferencesLink className={styles.link} />
        </li>
      </ul>
    </nav>
  );
}
