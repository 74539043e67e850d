import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { analytics, cartChanged, type Bus } from '@bottega/browser-contract';
import { Button } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { browserStorage } from '@bottega/fragment-kit/storage';
import { queryKeys } from '../../../app/queryKeys';
import { messages } from '../../../messages/it';
import { addressLines } from '../../address/address.rules';
import { firstReport, forgetOrderKeys, readOrderNumber, readSnapshot } from '../../payment/payment.rules';
import { OrderSummary } from './OrderSummary';
import styles from './Checkout.module.css';

/** The paid order (docs/adr/0004: reached only after an OK); the cart is empty by then, so the summary
 * is the one stored when the order was placed in this tab. */
export function ThankYouStep({ query, bus, basePath, navigate, loggedIn }: { query: string; bus: Bus; basePath: string; navigate: (to: string) => void; loggedIn: boolean }) {
  const t = messages.thankYou;
  const queryClient = useQueryClient();
  const order = readOrderNumber(query);
  const snapshot = useMemo(() => (order ? readSnapshot(browserStorage('sessionStorage'), order) : null), [order]);

  useEffect(() => {
    if (!order) return;
    forgetOrderKeys(browserStorage('sessionStorage'));
    queryClient.removeQueries({ queryKey: queryKeys.cart });
    // The API emptied the cart: the mini-cart and everyone else read theirs again.
    bus.publish(cartChanged());
    // The shell forwards it to the dataLayer only with statistics consent.
    if (snapshot && firstReport(browserStorage('sessionStorage'), order)) {
      bus.publish(
        analytics('purchase', {
          transaction_id: order,
          value: snapshot.grandTotal,
          shipping: snapshot.shipping ?? 0,
          currency: 'EUR',
          items: snapshot.lines.map((line) => ({ item_name: line.name, quantity: line.quantity, price: line.rowTotal / line.quantity })),
        }),
      );
    }
  }, [order, snapshot, bus, queryClient]);

  if (!order) {
    return (
      <div className={styles.thanks}>
        <p className={styles.lead}>{t.missing}</p>
        <Button href={basePath} onClick={followLink(navigate)}>
          {t.continue}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.thanks}>
      <h2 className={styles.thanksTitle} tabIndex={-1}>
        {t.title}
      </h2>
      <p className={styles.orderNumber}>
        {t.number} <strong data-testid="chk-order-number">{order}</strong>
      </p>
      <p className={styles.lead}>{snapshot?.email ? t.textTo(snapshot.email) : t.text}</p>
      <p className={styles.hint}>{t.delivery}</p>
      {snapshot && (
        <div className={styles.thanksSummary}>
          {snapshot.shippingAddress && (
            <div className={styles.reviewBlock}>
              <h3 className={styles.reviewTitle}>{messages.payment.deliverTo}</h3>
              <p className={styles.address}>
                {addressLines(snapshot.shippingAddress).map((text, index) => (
                  <span key={index}>{text}</span>
                ))}
              </p>
            </div>
          )}
          <OrderSummary summary={snapshot} headingLevel={3} />
        </div>
      )}
      <div className={styles.actions}>
        <Button href={basePath} onClick={followLink(navigate)}>
          {t.continue}
        </Button>
        {loggedIn && (
          <Button variant="secondary" href={`${basePath}/my-account/cronologia-ordini`} onClick={followLink(navigate)}>
            {t.orders}
          </Button>
        )}
      </div>
    </div>
  );
}
