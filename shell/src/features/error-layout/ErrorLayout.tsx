import { useEffect, type MouseEvent } from 'react';
import { Button, VisuallyHidden } from '@bottega/ui';
import { messages } from '../../messages/it';
import styles from './ErrorLayout.module.css';

const text = messages.errorLayout;

export interface ErrorLayoutProps {
  status: number;
  message: string;
  /** Client-side navigation for the two buttons; without it they are plain links. */
  navigate?: (to: string) => void;
}

/** The error page (docs/product-rules.md §8): the status code, the message, and two ways to carry on. */
export function ErrorLayout({ status, message, navigate }: ErrorLayoutProps) {
  useEffect(() => {
    document.title = `${message} — Bottega`;
  }, [message]);

  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };

  return (
    <section className={styles.page} data-status={status}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>
        <VisuallyHidden>{text.title(status)}: </VisuallyHidden>
        {message}
      </h1>
      <p className={styles.hint}>{text.hint}</p>
      <div className={styles.actions}>
        <Button href="/it" onClick={go('/it')}>
          {text.home}
        </Button>
        <Button href="/it/contact-us" variant="secondary" onClick={go('/it/contact-us')}>
          {text.contact}
        </Button>
      </div>
    </section>
  );
}
