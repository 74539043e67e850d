import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Field } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { isValid } from '../../forms/validation.rules';
import { validateContact, type ContactForm as Values } from '../contact.rules';
import { useSendContact } from '../useSendContact';
import styles from './ContactForm.module.css';

const empty: Values = { name: '', email: '', telephone: '', comment: '' };

/** Errors show on leaving a field or on sending; nothing is sent until every rule passes. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useSendContact();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const errors = validateContact(values);
  const text = messages.contact;

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    error: touched[key] || submitted ? errors[key] : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [key]: true })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) {
      // The first invalid field gets focus, so keyboard and screen-reader users land on the problem.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    send.mutate(values);
  };

  // The confirmation replaces the form: focus follows it once it is on the page.
  useEffect(() => {
    if (send.isSuccess) confirmationRef.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <div className={styles.confirmation}>
        <h2 ref={confirmationRef} tabIndex={-1} className={styles.confirmationTitle}>
          {text.sentTitle}
        </h2>
        <p>{text.sentText}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(empty);
            setTouched({});
            setSubmitted(false);
            send.reset();
          }}
        >
          {text.another}
        </Button>
      </div>
    );
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby={send.isError ? 'cnt-contact-error' : undefined}>
      <Field label={text.name} autoComplete="name" required {...field('name')} />
      <Field label={text.email} type="email" autoComplete="email" inputMode="email" required {...field('email')} />
      <Field label={text.telephone} hint={text.optional} type="tel" autoComplete="tel" inputMode="tel" {...field('telephone')} />
      <Field as="textarea" label={text.comment} rows={6} required {...field('comment')} />
      {send.isError && (
        <p id="cnt-contact-error" className={styles.error} role="alert">
          {text.failed} {send.error.message}
        </p>
      )}
      <Button type="submit" size="lg" loading={send.isPending} className={styles.submit}>
        {text.submit}
      </Button>
    </form>
  );
}
