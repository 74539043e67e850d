import { useEffect } from 'react';
import { Button, Checkbox, Field, VisuallyHidden } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { newsletterForm, type NewsletterOutcome, type NewsletterValues } from '../newsletter.rules';
import styles from './NewsletterForm.module.css';

interface Props {
  initialEmail: string;
  busy: boolean;
  onSubmit: (values: NewsletterValues) => Promise<NewsletterOutcome>;
}

/** docs/product-rules.md §5: every field required; Subscribe stays disabled while the form is invalid or privacy unticked. */
export function NewsletterForm({ initialEmail, busy, onSubmit }: Props) {
  const form = useShopForm(newsletterForm, { email: initialEmail, name: '', lastName: '', privacy: false });
  const disabled = !form.formState.isValid || !form.watch('privacy');
  const text = messages.newsletter;

  // The footer's address was checked only loosely: what the subscription asks more is said at once.
  const { trigger } = form;
  useEffect(() => {
    if (initialEmail !== '') void trigger('email');
  }, [initialEmail, trigger]);

  return (
    <form className={styles.form} onSubmit={form.handleSubmit((values) => !busy && onSubmit(values))} noValidate>
      <p className={styles.intro}>{text.intro}</p>
      <Field label={text.email} type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <div className={styles.names}>
        <Field label={text.name} autoComplete="given-name" required {...form.field('name')} />
        <Field label={text.lastName} autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <Checkbox
        {...form.requiredBox('privacy', messages.validation.privacy)}
        label={
          <>
            {text.privacyBefore}
            <a href="/privacy" target="_blank" rel="noopener" className={styles.link}>
              {text.privacyLink}
              <VisuallyHidden>{text.privacyAfter}</VisuallyHidden>
            </a>
          </>
        }
      />
      <Button type="submit" fullWidth size="lg" disabled={disabled} loading={busy}>
        {text.subscribe}
      </Button>
    </form>
  );
}
