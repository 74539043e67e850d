import type { Ref } from 'react';
import { Button, Field } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { forgotForm } from '../auth.rules';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

export function ForgotForm({ busy, serverError, firstFieldRef, onSubmit, onBack }: Props) {
  const form = useShopForm(forgotForm, { email: '' });
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email))}>
      <p className={styles.intro}>{messages.forgot.intro}</p>
      <Field label={messages.login.email} type="email" autoComplete="email" required {...form.field('email', { ref: firstFieldRef })} />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {messages.forgot.submit}
      </Button>
      <FormAlert message={serverError} />
      <p className={styles.aside}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {messages.forgot.back}
        </button>
      </p>
    </form>
  );
}
