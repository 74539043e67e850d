import type { ReactNode } from 'react';
import { Icon } from '@bottega/ui';
import styles from './FormPage.module.css';

/** A page of one form (login, registration, password reset): its title over it, narrow and centred. */
export function FormPage({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** What a form page says once its form has done its work: a tick, the words, and the ways on. */
export function FormDone({ children }: { children: ReactNode }) {
  return (
    <div className={styles.done} role="status">
      <span className={styles.doneIcon}>
        <Icon name="check" size={24} />
      </span>
      {children}
    </div>
  );
}

export { styles as formPageStyles };
