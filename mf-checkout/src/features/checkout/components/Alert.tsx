import type { ReactNode } from 'react';
import { Icon } from '@bottega/ui';
import styles from './Checkout.module.css';

/** A message the shopper must read now: announced by screen readers as it appears. */
export function Alert({ tone = 'danger', children, action }: { tone?: 'danger' | 'info'; children: ReactNode; action?: ReactNode }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`${styles.alert} ${tone === 'danger' ? styles.alertDanger : styles.alertInfo}`}>
      <Icon name={tone === 'danger' ? 'warning' : 'info'} size={20} />
      <div className={styles.alertBody}>
        <p className={styles.alertText}>{children}</p>
        {action}
      </div>
    </div>
  );
}
