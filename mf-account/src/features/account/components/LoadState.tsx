import { accountOpenLogin, type Bus } from '@bottega/browser-contract';
import { Button, Spinner } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { isUnauthorised } from '../../../app/errors';
import styles from './LoadState.module.css';

interface Props {
  bus: Bus;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** What a section shows before its data: a spinner, a retry after a failure, or a way back in when
 * the server says the session is over (the token expired before the readable cookie did). */
export function LoadState({ bus, isPending, error, onRetry }: Props) {
  if (isPending) {
    return (
      <div className={styles.state}>
        <Spinner />
      </div>
    );
  }
  if (isUnauthorised(error)) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.text}>{messages.account.sessionExpired}</p>
        <Button onClick={() => bus.publish(accountOpenLogin('login'))}>{messages.account.login}</Button>
      </div>
    );
  }
  return (
    <div className={styles.state} role="alert">
      <p className={styles.text}>{messages.account.loadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {messages.account.retry}
      </Button>
    </div>
  );
}
