import { useId } from 'react';
import { contentOpenNewsletter, type FragmentProps } from '@bottega/browser-contract';
import { Button } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../messages/it';
import { newsletterDraft } from '../../features/newsletter/draft';
import { quickEmailForm } from '../../features/newsletter/newsletter.rules';
import styles from './NewsletterFooterForm.module.css';

/**
 * The footer's quick box (docs/product-rules.md §5's loose pattern): it only takes the address, then opens the
 * modal that asks for the name and the privacy acceptance the subscription needs.
 */
export function NewsletterFooterForm({ bus }: FragmentProps) {
  const form = useShopForm(quickEmailForm, { email: '' });
  const { error, ...email } = form.field('email');
  const id = useId();
  const text = messages.newsletter;

  const submit = form.handleSubmit((values) => {
    newsletterDraft.set(values.email);
    bus.publish(contentOpenNewsletter());
    form.reset();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {text.quickLabel}
      </label>
      <div className={styles.row}>
        <input
          {...email}
          id={id}
          className={styles.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={text.quickPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
