import { useEffect, useState } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { Modal } from '@bottega/ui';
import { messages } from '../../messages/it';
import { useSupportEmail } from '../../features/blocks/useSupportEmail';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';
import { newsletterDraft } from '../../features/newsletter/draft';
import { useSubscribe } from '../../features/newsletter/useSubscribe';
import { isSubscribeSuccess } from '../../features/newsletter/newsletter.rules';

/** The shell mounts this on the first `content:open-newsletter` with params.open = 'true';
 * from then on the modal listens to the bus itself. */
export function NewsletterModal({ bus, params, locale }: FragmentProps) {
  const [open, setOpen] = useState(params.open === 'true');
  // A new form (and the footer's address, if any) on every opening.
  const [session, setSession] = useState(() => ({ key: 0, email: newsletterDraft.take() }));
  const subscription = useSubscribe(bus, useSupportEmail(locale));

  useEffect(() => {
    const subscription = bus.on('content:open-newsletter').subscribe(() => {
      setSession((current) => ({ key: current.key + 1, email: newsletterDraft.take() }));
      setOpen(true);
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  return (
    <Modal open={open} onClose={() => setOpen(false)} title={messages.newsletter.title} size="md">
      <NewsletterForm
        key={session.key}
        initialEmail={session.email}
        busy={subscription.isPending}
        onSubmit={async (values) => {
          const outcome = await subscription.mutateAsync(values);
          // docs/product-rules.md §4: the modal closes on success; otherwise the shopper can read the toast and retry.
          if (isSubscribeSuccess(outcome)) setOpen(false);
          return outcome;
        }}
      />
    </Modal>
  );
}
