import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  icon: IconName;
  title: string;
  hint?: string;
  /** What the shopper can do next (a button or link). */
  children?: ReactNode;
}

/** "Nothing here yet": an empty cart, an empty wishlist. */
export function EmptyState({ icon, title, hint, children }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <span className={styles.emptyStateIcon}>
        <Icon name={icon} size={40} />
      </span>
      <p className={styles.emptyStateTitle}>{title}</p>
      {hint && <p className={styles.emptyStateHint}>{hint}</p>}
      {children}
    </div>
  );
}
