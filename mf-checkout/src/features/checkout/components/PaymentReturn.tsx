import { useEffect } from 'react';
import type { NavigateOptions } from '@bottega/browser-contract';
import { Button, Spinner } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { resultLanding } from '../../payment/payment.rules';
import { usePaymentResult } from '../useCheckout';
import { Alert } from './Alert';
import styles from './Checkout.module.css';

/** Back from the payment page (docs/adr/0004): the address alone proves nothing, so the result is checked (docs/product-rules.md §7
 * `isSuccessfulResult`) and the page replaces itself, the signed fields leaving the history. */
export function PaymentReturn({ event, basePath, navigate }: { event: string; basePath: string; navigate: (to: string, options?: NavigateOptions) => void }) {
  const t = messages.payment;
  const result = usePaymentResult(event);

  useEffect(() => {
    if (result.data) navigate(resultLanding(basePath, result.data), { replace: true });
  }, [result.data, basePath, navigate]);

  if (result.isError) {
    return (
      <div className={styles.stepBody}>
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
              {messages.page.retry}
            </Button>
          }
        >
          {t.checkFailed}
        </Alert>
      </div>
    );
  }
  return <Spinner label={t.checking} />;
}
