import { Icon } from '@bottega/ui';
import styles from './AuthForms.module.css';

/** The server's answer under a form (docs/product-rules.md §8). The live region is always in the page, so a screen
 * reader announces the message the moment it appears. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" className={styles.alert}>
      {message && (
        <>
          <Icon name="warning" size={18} />
          <span>{message}</span>
        </>
      )}
    </div>
  );
}
