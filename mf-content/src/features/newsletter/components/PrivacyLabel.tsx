import { VisuallyHidden } from '@bottega/ui';
import { messages } from '../../../messages/it';
import styles from './NewsletterForm.module.css';

/** The privacy box's label of every subscription form, its policy opening in a new tab (product rule §2). */
export function PrivacyLabel() {
  const text = messages.newsletter;
  return (
    <>
      {text.privacyBefore}
      <a href="/privacy" target="_blank" rel="noopener" className={styles.link}>
        {text.privacyLink}
        <VisuallyHidden>{text.privacyAfter}</VisuallyHidden>
      </a>
    </>
  );
}
