import { messages } from '../../messages/it';
import { openConsent } from './consent';
import { CONSENT_PATH, REOPEN } from './consent.rules';
import styles from './ConsentDialog.module.css';

/** The footer entry that reopens the cookie choices (Garante); without a script its form asks the edge to. */
export function ConsentPreferencesLink({ className }: { className?: string }) {
  return (
    <form method="post" action={CONSENT_PATH} className={styles.preferencesForm}>
      <button
        type="submit"
        name="choice"
        value={REOPEN}
        className={className ?? styles.preferencesLink}
        onClick={(event) => {
          event.preventDefault();
          openConsent();
        }}
      >
        {messages.consent.preferencesLink}
      </button>
    </form>
  );
}
