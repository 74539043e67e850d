import type { Ref } from 'react';
import { Button, Field } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { useForm } from '../../forms/useForm';
import { email, type Rules } from '../../forms/validation.rules';
import { FormAlert } from './FormAlert';
import styles from './AuthForms.module.css';

type Values = { email: string };
const rules: Rules<Values> = { email };

interface Props {
  busy: boolean;
  serverError?: string;
  firstFieldRef: Ref<HTMLInputElement>;
  onSubmit: (email: string) => void;
  onBack: () => void;
}

export function ForgotForm({ busy, serverError, firstFieldRef, onSubmit, onBack }: Props) {
  const form = useForm<Values>({ email: '' }, rules);
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.email.trim()))}>
      <p className={styles.intro}>{messages.forgot.intro}</p>
      <Field label={messages.login.email} type="email" autoComplete="email" required ref={firstFieldRef} {...form.field('email')} />
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
