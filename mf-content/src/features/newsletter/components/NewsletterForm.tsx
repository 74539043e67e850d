import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, VisuallyHidden } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { isValid } from '../../forms/validation.rules';
import { validateNewsletter, type NewsletterForm as Values, type NewsletterOutcome } from '../newsletter.rules';
import styles from './NewsletterForm.module.css';

interface Props {
  initialEmail: string;
  busy: boolean;
  onSubmit: (values: Values) => Promise<NewsletterOutcome>;
}

type Touched = Partial<Record<keyof Values, boolean>>;

/** Spec §5: every field required; Subscribe stays disabled while the form is invalid or privacy unticked. */
export function NewsletterForm({ initialEmail, busy, onSubmit }: Props) {
  const [values, setValues] = useState<Values>({ email: initialEmail, name: '', lastName: '', privacy: false });
  const [touched, setTouched] = useState<Touched>({ email: initialEmail !== '' });
  const errors = validateNewsletter(values);
  const shown = (key: keyof Values) => (touched[key] ? errors[key] : undefined);
  // The disabled button alone does not say why: once only the privacy box is missing, say so.
  const onlyPrivacyMissing = Object.keys(errors).length === 1 && errors.privacy !== undefined;
  const text = messages.newsletter;

  const field = (key: 'email' | 'name' | 'lastName') => ({
    name: key,
    value: values[key],
    required: true,
    error: shown(key),
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid(errors) || busy) return;
    void onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{text.intro}</p>
      <Field label={text.email} type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <div className={styles.names}>
        <Field label={text.name} autoComplete="given-name" {...field('name')} />
        <Field label={text.lastName} autoComplete="family-name" {...field('lastName')} />
      </div>
      <Checkbox
        name="privacy"
        required
        checked={values.privacy}
        error={touched.privacy || onlyPrivacyMissing ? errors.privacy : undefined}
        onChange={(event) => {
          const privacy = event.target.checked;
          setValues((current) => ({ ...current, privacy }));
          setTouched((current) => ({ ...current, privacy: true }));
        }}
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
      <Button type="submit" fullWidth size="lg" disabled={!isValid(errors)} loading={busy}>
        {text.subscribe}
      </Button>
    </form>
  );
}
