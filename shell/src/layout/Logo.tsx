import { messages } from '../messages/it';
import styles from './Header.module.css';

export function Logo({ onNavigate }: { onNavigate: (to: string) => void }) {
  return (
    <a
      href="/it"
      className={styles.logo}
      aria-label={messages.layout.homeLink}
      onClick={(event) => {
        if (!event.metaKey && !event.ctrlKey) {
          event.preventDefault();
          onNavigate('/it');
        }
      }}
    >
      <span aria-hidden="true">Bottega</span>
    </a>
  );
}
