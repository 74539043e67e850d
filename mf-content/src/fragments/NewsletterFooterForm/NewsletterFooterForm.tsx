import { useId, useState, type FormEvent } from 'react';
import { contentOpenNewsletter, type FragmentProps } from '@bottega/event-bus';
import { Button } from '@bottega/ui';
import { messages } from '../../messages/it';
import { newsletterDraft } from '../../features/newsletter/draft';
import { validateQuickEmail } from '../../features/newsletter/newsletter.rules';
import styles from './NewsletterFooterForm.module.css';

/**
 * The footer's quick box (spec §5's loose pattern): it only takes the address, then opens the
 * modal that asks for the name and the privacy acceptance the subscription needs.
 */
export function NewsletterFooterForm({ bus }: FragmentProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const text = messages.newsletter;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateQuickEmail(email);
    setError(problem);
    if (problem) return;
    newsletterDraft.set(email);
    bus.publish(contentOpenNewsletter());
    setEmail('');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {text.quickLabel}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={text.quickPlaceholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" variant="primary" className={styles.submit}>
          {text.quickSubmit}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
