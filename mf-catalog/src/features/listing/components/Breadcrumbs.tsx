import { Skeleton } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

/** Home › ancestors › current page (the last crumb is not a link). */
export function Breadcrumbs({ trail, current, basePath, navigate }: { trail: Crumb[]; current: string; basePath: string; navigate: (to: string) => void }) {
  const crumbs = [{ label: messages.listing.home, href: basePath }, ...trail];
  return (
    <nav aria-label={messages.listing.breadcrumbs} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.href} className={styles.item}>
            <a href={crumb.href} onClick={followLink(navigate)} className={styles.link}>
              {crumb.label}
            </a>
          </li>
        ))}
        <li className={styles.item} aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** The trail's place while the page loads: one line of links, exactly as tall as the trail. */
export function BreadcrumbsSkeleton({ width }: { width: string }) {
  return (
    <div className={styles.breadcrumbs} aria-hidden="true">
      <ol className={styles.list}>
        <li className={styles.item}>
          <span className={styles.link}>
            <Skeleton width={width} shape="text" />
          </span>
        </li>
      </ol>
    </div>
  );
}
