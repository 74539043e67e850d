import { useId } from 'react';
import { contentOpenNewsletter, type FragmentProps } from '@bottega/browser-contract';
import { Button, Checkbox, Field } from '@bottega/ui';
import { formAction } from '@bottega/fragment-kit';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../messages/it';
import { newsletterDraft } from '../../features/newsletter/draft';
import { quickEmailForm } from '../../features/newsletter/newsletter.rules';
import { NEWSLETTER } from '../../features/newsletter/newsletter.form';
import { PrivacyLabel } from '../../features/newsletter/components/PrivacyLabel';
import styles from './NewsletterFooterForm.module.css';

/** The footer's quick box (docs/product-rules.md §5's loose pattern) takes the address and opens the modal for the rest.
 * Without scripts it shows those fields itself and posts to the newsletter page (docs/adr/0038-shopper-actions-as-html-forms.md). */
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
    <form method="post" action={formAction('mf_content', NEWSLETTER)} className={styles.form} onSubmit={submit} noValidate>
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
      <div className={styles.withoutScripts}>
        <Field label={text.name} name="name" autoComplete="given-name" required />
        <Field label={text.lastName} name="lastName" autoComplete="family-name" required />
        <Checkbox name="privacy" required label={<PrivacyLabel />} />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
