import { useState } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { formStatusOf } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { PageTitle } from '../../components/PageTitle';
import { useSupportEmail } from '../../features/blocks/useSupportEmail';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';
import { newsletterOutcomeMessage } from '../../features/newsletter/newsletter.form';
import { useSubscribe } from '../../features/newsletter/useSubscribe';
import styles from './NewsletterPage.module.css';

/** The newsletter modal's form on a page of its own, where a subscription posted without scripts comes back with its
 * outcome (docs/adr/0038-shopper-actions-as-html-forms.md); once hydrated, the shell's toast says it, as from the modal. */
export function NewsletterPage({ bus, query, locale }: FragmentProps) {
  const supportEmail = useSupportEmail(locale);
  const subscription = useSubscribe(bus, supportEmail);
  // A new form once the island has sent one: what the address said is of an earlier post.
  const [sent, setSent] = useState(0);
  const said = sent === 0 ? newsletterOutcomeMessage(formStatusOf(query), supportEmail) : null;

  return (
    <div className={styles.page}>
      <PageTitle className={styles.header} title={messages.newsletter.title} />
      {said && (
        <p className={said.tone === 'success' ? styles.said : `${styles.said} ${styles.danger}`} role={said.tone === 'success' ? 'status' : 'alert'}>
          {said.title && <span className={styles.saidTitle}>{said.title}</span>}
          {said.text}
        </p>
      )}
      <NewsletterForm
        key={sent}
        initialEmail=""
        busy={subscription.isPending}
        onSubmit={async (values) => {
          const outcome = await subscription.mutateAsync(values);
          setSent((count) => count + 1);
          return outcome;
        }}
      />
    </div>
  );
}
