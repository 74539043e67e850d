import { Icon } from '../Icon/Icon';
import { messages } from '../messages/it';
import styles from './FragmentError.module.css';

/** What a fragment shows when its own code fails: the rest of the page keeps working. */
export function FragmentError({ team, error }: { team: string; error: Error }) {
  if (typeof console !== 'undefined') console.error(`[${team}] fragment failed`, error);
  return (
    <div role="alert" data-fragment-error={team} className={styles.fragmentError}>
      <Icon name="info" size={18} />
      {messages.fragmentFailed}
    </div>
  );
}
