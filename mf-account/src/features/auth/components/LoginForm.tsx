import type { Ref } from 'react';
import type { z } from 'zod/mini';
import { Button, Checkbox, Field } from '@bottega/ui';
import { formAction } from '@bottega/fragment-kit';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { loginForm } from '../auth.rules';
import { authActions } from '../auth.form';
import { ModeLink, type ModeTo } from './ModeLink';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

const t = messages.login;

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (values: z.output<typeof loginForm>) => void;
  /** The links to the forgotten-password and registration forms. */
  to: ModeTo;
  /** Where a login posted without scripts goes on to (the page's `?then=`), when it was opened for one. */
  then?: string;
}

/** docs/product-rules.md §3: e-mail, password and the newsletter box; product rule §5: e-mail and password are required.
 * Posted as HTML until its code runs (docs/adr/0038-shopper-actions-as-html-forms.md), then sent by the island. */
export function LoginForm({ busy, serverError, firstFieldRef, onSubmit, to, then }: Props) {
  const form = useShopForm(loginForm, { email: '', password: '', is_subscribed: false });
  return (
    <form method="post" action={formAction('mf_account', authActions.login)} className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      {then && <input type="hidden" name="then" value={then} />}
      <p className={styles.intro}>{t.intro.login}</p>
      <Field label={t.email} type="email" autoComplete="email" required {...form.field('email', { ref: firstFieldRef })} />
      <Field label={t.password} type="password" autoComplete="current-password" required {...form.field('password')} />
      <Checkbox label={t.subscribe} {...form.checkbox('is_subscribed')} />
      <ModeLink {...to('forgot')} className={styles.forgot}>
        {t.forgotLink}
      </ModeLink>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {t.submit}
      </Button>
      <FormAlert message={serverError} />
      <p className={styles.aside}>
        {t.noAccount}
        <ModeLink {...to('register')}>{t.toRegister}</ModeLink>
      </p>
    </form>
  );
}
