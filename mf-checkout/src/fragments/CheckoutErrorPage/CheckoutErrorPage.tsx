import type { FragmentProps } from '@bottega/browser-contract';
import { Button } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { cartHref, stepHref } from '../../app/links';
import { messages } from '../../messages/it';
import { readOrderNumber } from '../../features/payment/payment.rules';
import styles from './CheckoutErrorPage.module.css';

type Reason = keyof typeof messages.checkoutError.reasons;

/** docs/adr/0004: `?reason=` says why the payment could not be confirmed; anything else reads as a generic failure. */
export function readReason(query: string): Reason {
  const reason = new URLSearchParams(query).get('reason');
  return reason === 'pending' || reason === 'invalid-payment-response' || reason === 'refund-needed' ? reason : 'generic';
}

/** /it/checkout-error: what happened to the payment, and what the shopper can do now. */
export function CheckoutErrorPage({ basePath, navigate, query }: FragmentProps) {
  const t = messages.checkoutError;
  const reason = readReason(query);
  const order = readOrderNumber(query);
  const { title, text } = t.reasons[reason];
  return (
    <section className={styles.page} aria-labelledby="chk-error-title">
      <h1 id="chk-error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {order && <p className={styles.hints}>{t.order(order)}</p>}
      <div className={styles.actions}>
        {reason === 'pending' || reason === 'refund-needed' ? (
          // Paying again while the bank still decides, or for an order already paid and refunded, could charge twice.
          <Button href={basePath} onClick={followLink(navigate)}>
            {t.home}
          </Button>
        ) : (
          <>
            <Button href={stepHref(basePath, 'payment')} onClick={followLink(navigate)}>
              {t.retry}
            </Button>
            <Button variant="secondary" href={cartHref(basePath)} onClick={followLink(navigate)}>
              {t.cart}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
