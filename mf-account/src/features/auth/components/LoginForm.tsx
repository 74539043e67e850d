import type { Ref } from 'react';
import type { z } from 'zod/mini';
import { Button, Checkbox, Field } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { loginForm } from '../auth.rules';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

const t = messages.login;

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (values: z.output<typeof loginForm>) => void;
  onForgot: () => void;
  onRegister: () => void;
}

/** docs/product-rules.md §3: e-mail, password and the newsletter box; product rule §5: e-mail and password are required. */
export function LoginForm({ busy, serverError, firstFieldRef, onSubmit, onForgot, onRegister }: Props) {
  const form = useShopForm(loginForm, { email: '', password: '', is_subscribed: false });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <p className={styles.intro}>{t.intro.login}</p>
      <Field label={t.email} type="email" autoComplete="email" required {...form.field('email', { ref: firstFieldRef })} />
      <Field label={t.password} type="password" autoComplete="current-password" required {...form.field('password')} />
      <Checkbox label={t.subscribe} {...form.checkbox('is_subscribed')} />
      <button type="button" className={`${styles.linkButton} ${styles.forgot}`} onClick={onForgot}>
        {t.forgotLink}
      </button>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t.submit}
      </Button>
      <FormAlert message={serverError} />
      <p className={styles.aside}>
        {t.noAccount}
        <button type="button" className={styles.linkButton} onClick={onRegister}>
          {t.toRegister}
        </button>
      </p>
    </form>
  );
}
