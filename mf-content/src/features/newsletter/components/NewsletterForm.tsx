import { useEffect } from 'react';
import { Button, Checkbox, Field } from '@bottega/ui';
import { formAction } from '@bottega/fragment-kit';
import { useScriptsRunning, useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { newsletterForm, type NewsletterOutcome, type NewsletterValues } from '../newsletter.rules';
import { NEWSLETTER } from '../newsletter.form';
import { PrivacyLabel } from './PrivacyLabel';
import styles from './NewsletterForm.module.css';

interface Props {
  initialEmail: string;
  busy: boolean;
  onSubmit: (values: NewsletterValues) => Promise<NewsletterOutcome>;
}

/** docs/product-rules.md §5: every field required; once its code runs, Subscribe stays disabled while the form is
 * invalid or privacy unticked. Before, it posts as HTML and the content team judges it (docs/adr/0038-shopper-actions-as-html-forms.md). */
export function NewsletterForm({ initialEmail, busy, onSubmit }: Props) {
  const form = useShopForm(newsletterForm, { email: initialEmail, name: '', lastName: '', privacy: false });
  const scripted = useScriptsRunning();
  const disabled = scripted && (!form.formState.isValid || !form.watch('privacy'));
  const text = messages.newsletter;

  // The footer's address was checked only loosely: what the subscription asks more is said at once.
  const { trigger } = form;
  useEffect(() => {
    if (initialEmail !== '') void trigger('email');
  }, [initialEmail, trigger]);

  return (
    <form method="post" action={formAction('mf_content', NEWSLETTER)} className={styles.form} onSubmit={form.handleSubmit((values) => !busy && onSubmit(values))} noValidate>
      <p className={styles.intro}>{text.intro}</p>
      <Field label={text.email} type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <div className={styles.names}>
        <Field label={text.name} autoComplete="given-name" required {...form.field('name')} />
        <Field label={text.lastName} autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <Checkbox {...form.requiredBox('privacy', messages.validation.privacy)} label={<PrivacyLabel />} />
      <Button type="submit" fullWidth size="lg" disabled={disabled} loading={busy}>
        {text.subscribe}
      </Button>
    </form>
  );
}
