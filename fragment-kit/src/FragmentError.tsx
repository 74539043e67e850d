import { Icon } from '@bottega/ui';
import { messages } from './messages';
import styles from './FragmentError.module.css';

/** What a fragment shows when its own code fails: the rest of the page keeps working. */
export function FragmentError({ team, error }: { team: string; error: unknown }) {
  if (typeof console !== 'undefined') console.error(`[${team}] fragment failed`, error);
  return (
    <div role="alert" data-fragment-error={team} className={styles.fragmentError}>
      <Icon name="info" size={18} />
      {messages.fragmentFailed}
    </div>
  );
}
