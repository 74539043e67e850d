import { accountOpenLogin, type FragmentProps } from '@bottega/browser-contract';
import { messages } from '../../messages/it';
import { followLink, onPlainClick, useLoggedIn } from '@bottega/fragment-kit';
import { authPages } from '../../features/auth/auth.form';
import styles from './AccountButton.module.css';

/** 'Accedi' for guests, 'Il mio account' for customers (docs/product-rules.md §2). 'Accedi' links to the login page, which
 * works before any script (docs/adr/0038-shopper-actions-as-html-forms.md); once hydrated, a plain click opens the modal. */
export function AccountButton({ basePath, bus, navigate }: FragmentProps) {
  const loggedIn = useLoggedIn(bus);

  if (loggedIn) {
    const href = `${basePath}/my-account`;
    return (
      <a className={styles.button} href={href} onClick={followLink(navigate)}>
        <UserIcon />
        <span className={styles.label}>{messages.accountButton.authenticated}</span>
      </a>
    );
  }
  return (
    <a className={styles.button} href={`${basePath}${authPages.login}`} onClick={onPlainClick(() => bus.publish(accountOpenLogin('login')))}>
      <UserIcon />
      <span className={styles.label}>{messages.accountButton.anonymous}</span>
    </a>
  );
}

function UserIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}
