import { useEffect, useRef } from 'react';
import { Button, Field } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { contactForm, type ContactValues } from '../contact.rules';
import { useSendContact } from '../useSendContact';
import styles from './ContactForm.module.css';

const empty: ContactValues = { name: '', email: '', telephone: '', comment: '' };

/** Nothing is sent until every rule passes. */
export function ContactForm() {
  const form = useShopForm(contactForm, empty);
  const send = useSendContact();
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const text = messages.contact;

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
            form.reset();
            send.reset();
          }}
        >
          {text.another}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate aria-describedby={send.isError ? 'cnt-contact-error' : undefined}>
      <Field label={text.name} autoComplete="name" required {...form.field('name')} />
      <Field label={text.email} type="email" autoComplete="email" inputMode="email" required {...form.field('email')} />
      <Field label={text.telephone} hint={text.optional} type="tel" autoComplete="tel" inputMode="tel" {...form.field('telephone')} />
      <Field as="textarea" label={text.comment} rows={6} required {...form.field('comment')} />
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
