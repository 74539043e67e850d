import type { Ref } from 'react';
import { Button, Checkbox, Field, VisuallyHidden } from '@bottega/ui';
import { normaliseFiscalCode } from '@bottega/api-contract';
import { formAction } from '@bottega/fragment-kit';
import { useScriptsRunning, useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { registerDisabled, registerForm, type RegisterValues } from '../auth.rules';
import { authActions } from '../auth.form';
import { ModeLink, type ModeTo } from './ModeLink';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

const initial: RegisterValues = { email: '', firstName: '', lastName: '', tax_code: '', password: '', repassword: '', is_subscribed: false, createAccount: false, privacy: false };

const t = messages.register;

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (values: RegisterValues) => void;
  /** The link back to the login form. */
  to: ModeTo;
}

/** The registration (product rules §3 and §5), posted as HTML until its code runs (docs/adr/0038-shopper-actions-as-html-forms.md);
 * the island keeps Crea account disabled until the form is valid and both boxes are ticked. */
export function RegisterForm({ busy, serverError, firstFieldRef, onSubmit, to }: Props) {
  const form = useShopForm(registerForm, initial);
  const [createAccount, privacy] = form.watch(['createAccount', 'privacy']);
  const scripted = useScriptsRunning();
  const disabled = registerDisabled({ loading: busy, formValid: form.formState.isValid, createAccount, privacy });

  return (
    <form
      method="post"
      action={formAction('mf_account', authActions.register)}
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((submitted) => !disabled && onSubmit({ ...submitted, tax_code: normaliseFiscalCode(submitted.tax_code) }))}
    >
      <p className={styles.intro}>{messages.login.intro.register}</p>
      <Field label={messages.login.email} type="email" autoComplete="email" required {...form.field('email', { ref: firstFieldRef })} />
      <div className={styles.pair}>
        <Field label={t.firstName} autoComplete="given-name" required {...form.field('firstName')} />
        <Field label={t.lastName} autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <Field label={t.taxCode} hint={t.taxCodeHint} autoCapitalize="characters" spellCheck={false} required {...form.field('tax_code', { uppercase: true })} />
      <Field label={t.password} hint={t.passwordHint} type="password" autoComplete="new-password" required {...form.field('password')} />
      <Field label={t.repassword} type="password" autoComplete="new-password" required {...form.field('repassword')} />
      <div className={styles.choices}>
        <Checkbox label={messages.login.subscribe} {...form.checkbox('is_subscribed')} />
        <Checkbox label={t.createAccount} {...form.requiredBox('createAccount', messages.validation.createAccount)} />
        <Checkbox
          label={
            <>
              {t.privacyBefore}
              <a className={styles.privacyLink} href="/privacy" target="_blank" rel="noopener">
                {t.privacyLink}
                <VisuallyHidden>{t.privacyAfter}</VisuallyHidden>
              </a>
            </>
          }
          {...form.requiredBox('privacy', messages.validation.privacy)}
        />
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={scripted && disabled && !busy}>
        {t.submit}
      </Button>
      <FormAlert message={serverError} />
      <p className={styles.aside}>
        {messages.login.hasAccount}
        <ModeLink {...to('login')}>{messages.login.toLogin}</ModeLink>
      </p>
    </form>
  );
}
