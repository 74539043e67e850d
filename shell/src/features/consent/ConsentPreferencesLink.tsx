import { messages } from '../../messages/it';
import { openConsent } from './consent';
import styles from './ConsentDialog.module.css';

/** The footer entry that reopens the cookie choices at any time (Garante). */
export function ConsentPreferencesLink({ className }: { className?: string }) {
  return (
    <button type="button" className={className ?? styles.preferencesLink} onClick={openConsent}>
      {messages.consent.preferencesLink}
    </button>
  );
}
