import { Icon } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { pageWindow } from '../listing.rules';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page, so every page is a real link (new tab, shared link). */
  hrefOf: (page: number) => string;
  onFollow: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

export function Pagination({ page, totalPages, hrefOf, onFollow }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={messages.listing.pagination} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <a href={hrefOf(page - 1)} onClick={onFollow} className={styles.step} aria-label={messages.listing.previous} rel="prev">
              <Icon name="chevron-left" />
            </a>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <Icon name="chevron-left" />
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={hrefOf(number)}
                onClick={onFollow}
                className={number === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={number === page ? 'page' : undefined}
                aria-label={messages.listing.page(number)}
              >
                {number}
              </a>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={hrefOf(page + 1)} onClick={onFollow} className={styles.step} aria-label={messages.listing.next} rel="next">
              <Icon name="chevron-right" />
            </a>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <Icon name="chevron-right" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
