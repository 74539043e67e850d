import { event, type FragmentProps } from '@bottega/browser-contract';
import type { MenuItem } from '@bottega/api-contract';
import { Button, Icon, Skeleton } from '@bottega/ui';
import { messages } from '../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { useMenu } from '../../features/navigation/useMenu';
import styles from './MobileMenu.module.css';

/** The accordion in the shell's mobile panel (docs/product-rules.md §2): items with children are `<details>`, so they open without
 * JavaScript too; the others are links, and following one asks the shell to close the panel. */
export function MobileMenu({ navigate, bus }: FragmentProps) {
  const menu = useMenu();
  if (!menu.data && menu.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p>{messages.nav.loadFailed}</p>
        <Button variant="secondary" onClick={() => void menu.refetch()}>
          {messages.listing.retry}
        </Button>
      </div>
    );
  }
  if (!menu.data) {
    return (
      <div className={styles.loading} aria-busy={menu.isPending}>
        {menu.isPending && [1, 2, 3, 4].map((key) => <Skeleton key={key} height="2.75rem" />)}
      </div>
    );
  }
  const follow = followLink(navigate, () => bus.publish(event('shell:close-mobile-menu', {})));
  return (
    <nav aria-label={messages.nav.mobile}>
      <Level items={menu.data.items} follow={follow} depth={0} />
    </nav>
  );
}

function Level({ items, follow, depth }: { items: MenuItem[]; follow: ReturnType<typeof followLink>; depth: number }) {
  return (
    <ul className={depth === 0 ? styles.list : styles.sublist}>
      {items.map((item) => (
        <Entry key={item.uid} item={item} follow={follow} depth={depth} />
      ))}
    </ul>
  );
}

function Entry({ item, follow, depth }: { item: MenuItem; follow: ReturnType<typeof followLink>; depth: number }) {
  if (item.children.length === 0) {
    return (
      <li>
        <a href={item.link} onClick={follow} className={depth === 0 ? styles.row : styles.subrow}>
          {item.label}
        </a>
      </li>
    );
  }
  return (
    <li>
      <details className={styles.entry}>
        <summary className={depth === 0 ? styles.row : styles.subrow}>
          {item.label}
          <Icon name="plus" size={18} className={styles.whenClosed} />
          <Icon name="minus" size={18} className={styles.whenOpen} />
        </summary>
        <ul className={styles.sublist}>
          <li>
            <a href={item.link} onClick={follow} className={`${styles.subrow} ${styles.seeAll}`}>
              {messages.nav.seeAll(item.label)}
            </a>
          </li>
        </ul>
        <Level items={item.children} follow={follow} depth={depth + 1} />
      </details>
    </li>
  );
}
