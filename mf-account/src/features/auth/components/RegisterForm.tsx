import type { Ref } from 'react';
import { Button, Checkbox, Field, VisuallyHidden } from '@bottega/ui';
import { normaliseFiscalCode } from '@bottega/api-contract';
import { messages } from '../../../messages/it';
import { useForm } from '../../forms/useForm';
import { email, fiscalCode, newPassword, personName, sameAs, type Rules } from '../../forms/validation.rules';
import { registerDisabled } from '../auth.rules';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

export type RegisterValues = {
  email: string;
  firstName: string;
  lastName: string;
  tax_code: string;
  password: string;
  repassword: string;
  is_subscribed: boolean;
  createAccount: boolean;
  privacy: boolean;
};

const initial: RegisterValues = { email: '', firstName: '', lastName: '', tax_code: '', password: '', repassword: '', is_subscribed: false, createAccount: false, privacy: false };

/** The registration fields of spec §3 with the rules of spec §5. */
const fieldRules: Rules<RegisterValues> = {
  email,
  firstName: personName,
  lastName: personName,
  tax_code: fiscalCode,
  password: newPassword,
  repassword: (value, values) => sameAs(values.password)(value),
};
const t = messages.register;

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (values: RegisterValues) => void;
  onLogin: () => void;
}

export function RegisterForm({ busy, serverError, firstFieldRef, onSubmit, onLogin }: Props) {
  const form = useForm<RegisterValues>(initial, fieldRules);
  const { values } = form;
  const disabled = registerDisabled({ loading: busy, formValid: form.valid, createAccount: values.createAccount, privacy: values.privacy });
  // An unticked box is said once the shopper has unticked it, or once it is all that keeps the button disabled.
  const boxError = (name: 'createAccount' | 'privacy', message: string) => (!values[name] && (form.touched[name] || form.valid) ? message : undefined);
  const taxCode = form.field('tax_code');

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((submitted) => !disabled && onSubmit({ ...submitted, tax_code: normaliseFiscalCode(submitted.tax_code) }))}>
      <p className={styles.intro}>{messages.login.intro.register}</p>
      <Field label={messages.login.email} type="email" autoComplete="email" required ref={firstFieldRef} {...form.field('email')} />
      <div className={styles.pair}>
        <Field label={t.firstName} autoComplete="given-name" required {...form.field('firstName')} />
        <Field label={t.lastName} autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <Field
        label={t.taxCode}
        hint={t.taxCodeHint}
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...taxCode}
        onChange={(event) => form.set('tax_code', event.target.value.toUpperCase())}
      />
      <Field label={t.password} hint={t.passwordHint} type="password" autoComplete="new-password" required {...form.field('password')} />
      <Field label={t.repassword} type="password" autoComplete="new-password" required {...form.field('repassword')} />
      <div className={styles.choices}>
        <Checkbox label={messages.login.subscribe} {...form.checkbox('is_subscribed')} />
        <Checkbox label={t.createAccount} required {...form.checkbox('createAccount')} error={boxError('createAccount', messages.validation.createAccount)} />
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
          required
          {...form.checkbox('privacy')}
          error={boxError('privacy', messages.validation.privacy)}
        />
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy} disabled={disabled && !busy}>
        {t.submit}
      </Button>
      <FormAlert message={serverError} />
      <p className={styles.aside}>
        {messages.login.hasAccount}
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {messages.login.toLogin}
        </button>
      </p>
    </form>
  );
}
