import type { ReactNode } from 'react';
import styles from './Page.module.css';

interface PageProps {
  /** The heading's id: it names the page's landmark. */
  titleId: string;
  title: string;
  /** How many pieces the page holds ('3 articoli'), beside the title; none while empty. */
  count?: string;
  /** Placed inside another team's page (my account's wishlist), under its navigation: the title a size smaller. */
  nested?: boolean;
  /** Controls at the far end of the heading (the wishlist's grid/list switch). */
  tools?: ReactNode;
  children: ReactNode;
}

/** A full page of this remote (the cart, the wishlist): its heading with the count, then its content. */
export function Page({ titleId, title, count, nested = false, tools, children }: PageProps) {
  return (
    <section className={nested ? `${styles.page} ${styles.nested}` : styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {count && <p className={styles.count}>{count}</p>}
        {tools}
      </header>
      {children}
    </section>
  );
}
