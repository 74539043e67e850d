import type { Ref } from 'react';
import { Button, Field } from '@bottega/ui';
import { formAction } from '@bottega/fragment-kit';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { forgotForm } from '../auth.rules';
import { authActions } from '../auth.form';
import { ModeLink, type ModeTo } from './ModeLink';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (email: string) => void;
  /** The link back to the login form. */
  to: ModeTo;
}

/** The forgotten-password request (product rule §4), posted as HTML until its code runs (docs/adr/0038-shopper-actions-as-html-forms.md). */
export function ForgotForm({ busy, serverError, firstFieldRef, onSubmit, to }: Props) {
  const form = useShopForm(forgotForm, { email: '' });
  return (
    <form method="post" action={formAction('mf_account', authActions.forgot)} className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email))}>
      <p className={styles.intro}>{messages.forgot.intro}</p>
      <Field label={messages.login.email} type="email" autoComplete="email" required {...form.field('email', { ref: firstFieldRef })} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {messages.forgot.submit}
      </Button>
      <FormAlert message={serverError} />
      <p className={styles.aside}>
        <ModeLink {...to('login')}>{messages.forgot.back}</ModeLink>
      </p>
    </form>
  );
}
