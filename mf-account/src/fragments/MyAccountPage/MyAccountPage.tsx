import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/browser-contract';
import { Button, Icon } from '@bottega/ui';
import { messages } from '../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { queryKeys } from '../../app/queryKeys';
import { sectionOf, sectionPath, sections, type SectionId } from '../../features/account/account.rules';
import { MyWishlist } from '../../features/account/components/MyWishlist';
import { useLogout } from '../../features/auth/useAuth';
import { useCustomer } from '../../features/profile/useCustomer';
import { MyProfile } from '../../features/profile/components/MyProfile';
import { AddressesDetails } from '../../features/addresses/components/AddressesDetails';
import { MyNewsletter } from '../../features/newsletter/components/MyNewsletter';
import { OrderHistory } from '../../features/orders/components/OrderHistory';
import { MyReviews } from '../../features/reviews/components/MyReviews';
import styles from './MyAccountPage.module.css';

const t = messages.account;

/** /it/my-account/{pageName?}: the account area, a side navigation and the chosen section (docs/product-rules.md §2). */
export function MyAccountPage({ params, basePath, navigate, bus, slot }: FragmentProps) {
  const section = sectionOf(params.pageName);
  const customer = useCustomer();
  const logout = useLogout(bus);
  const client = useQueryClient();

  // A session ended elsewhere (expiry noticed by the shell): nothing of it stays in this remote's cache.
  useEffect(() => {
    const subscription = bus.on('account:changed').subscribe(({ loggedIn }) => {
      if (!loggedIn) client.removeQueries({ queryKey: queryKeys.all });
    });
    return () => subscription.unsubscribe();
  }, [bus, client]);

  const content: Record<SectionId, ReactNode> = {
    profile: <MyProfile bus={bus} />,
    addresses: <AddressesDetails bus={bus} />,
    newsletter: <MyNewsletter bus={bus} />,
    wishlist: <MyWishlist slot={slot} />,
    orders: <OrderHistory bus={bus} basePath={basePath} navigate={navigate} />,
    reviews: <MyReviews bus={bus} />,
  };

  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <p className={styles.greeting}>{customer.data ? t.greeting(customer.data.firstname) : t.title}</p>
        <nav aria-label={t.navLabel}>
          <ul className={styles.nav}>
            {sections.map(({ id }) => (
              <li key={id}>
                <a className={styles.navLink} href={sectionPath(basePath, id)} aria-current={id === section ? 'page' : undefined} onClick={followLink(navigate)}>
                  {t.sections[id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="ghost" className={styles.logout} loading={logout.isPending} onClick={() => logout.mutate(undefined, { onSuccess: () => navigate(basePath) })}>
          <Icon name="chevron-left" size={18} />
          {t.logout}
        </Button>
      </aside>
      <div className={styles.content}>
        {section === null ? (
          <>
            <h1 className={styles.title}>{t.title}</h1>
            <p className={styles.notice}>{t.unknownSection}</p>
          </>
        ) : (
          <>
            {/* The cart team's wishlist page brings its own heading. */}
            {section !== 'wishlist' && <h1 className={styles.title}>{t.sections[section]}</h1>}
            {content[section]}
          </>
        )}
      </div>
    </div>
  );
}
