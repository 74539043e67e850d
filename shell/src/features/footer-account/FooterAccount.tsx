import { useId } from 'react';
import { accountOpenLogin, cartOpen, wishlistOpen, type Bus } from '@bottega/browser-contract';
import { messages } from '../../messages/it';
import { ConsentPreferencesLink } from '../consent';
import { onPlainClick, useLoggedIn } from '@bottega/fragment-kit';
import { ORDERS_PATH } from '../orders-link';
import { hasCustomerSession } from '../session';
import { ACCOUNT_PATH, CART_PATH, LOGIN_PATH, WISHLIST_PATH } from './footerAccount.rules';
import styles from './FooterAccount.module.css';

const text = messages.footerAccount;

export interface FooterAccountProps {
  bus: Bus;
  navigate: (to: string) => void;
}

/** The footer's "Il mio account" column (docs/product-rules.md §2): real links that work without JavaScript; with
 * it, login and wishlist open their overlays. */
export function FooterAccount({ bus, navigate }: FooterAccountProps) {
  const headingId = useId();
  const loggedIn = useLoggedIn(bus);

  return (
    <nav className={styles.column} aria-labelledby={headingId} data-feature="footer-account">
      <h2 id={headingId} className={styles.title}>
        {text.title}
      </h2>
      <ul className={styles.list}>
        <li>
          {loggedIn ? (
            <a className={styles.link} href={ACCOUNT_PATH} onClick={onPlainClick(() => navigate(ACCOUNT_PATH))}>
              {text.profile}
            </a>
          ) : (
            <a className={styles.link} href={LOGIN_PATH} onClick={onPlainClick(() => bus.publish(accountOpenLogin()))}>
              {text.login}
            </a>
          )}
        </li>
        <li>
          <a className={styles.link} href={CART_PATH} onClick={onPlainClick(() => bus.publish(cartOpen()))}>
            {text.cart}
          </a>
        </li>
        <li>
          <a className={styles.link} href={WISHLIST_PATH} onClick={onPlainClick(() => bus.publish(wishlistOpen()))}>
            {text.wishlist}
          </a>
        </li>
        <li>
          {/* The session is read again at click time: it may have ended, or begun, since the page was rendered. */}
          <a
            className={styles.link}
            href={ORDERS_PATH}
            onClick={onPlainClick(() => (hasCustomerSession() ? navigate(ORDERS_PATH) : bus.publish(accountOpenLogin('login', ORDERS_PATH))))}
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
