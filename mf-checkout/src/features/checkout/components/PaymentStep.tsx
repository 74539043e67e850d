import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@bottega/api-contract';
import { Button, Checkbox, VisuallyHidden, formatPrice } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { errorMessage, isConflict } from '../../../app/errors';
import { followLink } from '@bottega/fragment-kit';
import { legalHref, stepHref } from '../../../app/links';
import { queryKeys } from '../../../app/queryKeys';
import { messages } from '../../../messages/it';
import { addressLines } from '../../address/address.rules';
import { acceptanceForm, readPaymentReturn, type PaymentForm } from '../../payment/payment.rules';
import { usePaymentConfig, usePlaceOrder } from '../useCheckout';
import { Alert } from './Alert';
import styles from './Checkout.module.css';

/** Where the order goes and who it is billed to, each with a way back to change it. */
function Review({ cart, basePath, navigate }: { cart: Cart; basePath: string; navigate: (to: string) => void }) {
  const t = messages.payment;
  const block = (title: string, step: 'user-account' | 'shipping' | 'billing', lines: string[]) => (
    <div className={styles.reviewBlock}>
      <h3 className={styles.reviewTitle}>{title}</h3>
      <p className={styles.address}>
        {lines.map((text, index) => (
          <span key={index}>{text}</span>
        ))}
      </p>
      <a className={styles.change} href={stepHref(basePath, step)} onClick={followLink(navigate)} aria-label={`${t.change}: ${title}`}>
        {t.change}
      </a>
    </div>
  );
  const shipping = cart.shipping_address ? addressLines(cart.shipping_address) : [];
  const method = cart.selected_shipping_method ? [`${cart.selected_shipping_method.carrier_title} — ${cart.selected_shipping_method.method_title}`] : [];
  const business = cart.business_data ? [cart.business_data.company, `${messages.billing.vat} ${cart.business_data.vat_number}`] : [];
  return (
    <div className={styles.reviewGrid}>
      {cart.email && block(t.contact, 'user-account', [cart.email])}
      {block(t.deliverTo, 'shipping', [...shipping, ...method])}
      {cart.billing_address && block(t.invoiceTo, 'billing', [...business, ...addressLines(cart.billing_address)])}
    </div>
  );
}

/** Card payment on XPay's hosted page (docs/product-rules.md §7 `config`): the order is placed once the terms are accepted (§10), then a real
 * form POST signed with the MAC the `mac` call confirms; a declined or cancelled payment lands back here. */
export function PaymentStep({ cart, query, basePath, navigate }: { cart: Cart; query: string; basePath: string; navigate: (to: string) => void }) {
  const t = messages.payment;
  const queryClient = useQueryClient();
  const returned = readPaymentReturn(query);
  const methods = cart.available_payment_methods;
  const config = usePaymentConfig();
  const payment = config.data?.successful ? config.data.data : null;
  const configFailed = config.isError || config.data?.successful === false;
  // Product rule §8: without the configuration no method can be selected, and there is nothing to pay with.
  const unavailable = methods.length === 0 || configFailed;
  const [method, setMethod] = useState(cart.selected_payment_method?.code ?? methods[0]?.code ?? '');
  const place = usePlaceOrder();
  const acceptance = useShopForm(acceptanceForm, { terms: false });
  const resetPlace = place.reset;
  const [redirect, setRedirect] = useState<PaymentForm | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A second click in the same tick, before React re-renders the busy button, must not pay twice.
  const inFlight = useRef(false);

  useEffect(() => {
    if (redirect) formRef.current?.submit();
  }, [redirect]);

  // Back from the payment page, the browser may restore this page as it was left (busy): make it usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setRedirect(null);
      resetPlace();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [resetPlace]);

  const pay = (termsAccepted: true) => {
    if (inFlight.current || !method || !payment) return;
    inFlight.current = true;
    place.mutate(
      { cart, method, config: payment, termsAccepted },
      {
        onSuccess: ({ order, form }) => {
          if (form) setRedirect(form);
          // Gift cards covered everything: the order is already paid.
          else navigate(stepHref(basePath, 'thank-you', `?order=${encodeURIComponent(order.number)}`));
        },
        onError: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const returnText = returned && { declined: t.declined, 'needs-3ds': t.needs3ds, cancelled: t.cancelled, unknown: messages.errors.paymentGeneric }[returned.error];

  return (
    <div className={styles.stepBody}>
      <h2 className={styles.stepTitle} tabIndex={-1}>
        {t.title}
      </h2>
      {returnText && (
        <Alert>
          {returnText}
          {returned?.order && <span className={styles.orderRef}> {t.orderRef(returned.order)}</span>}
        </Alert>
      )}
      <Review cart={cart} basePath={basePath} navigate={navigate} />
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t.method}</legend>
        {unavailable ? (
          <Alert
            action={
              configFailed ? (
                <Button variant="secondary" size="sm" onClick={() => void config.refetch()}>
                  {messages.page.retry}
                </Button>
              ) : undefined
            }
          >
            {messages.errors.paymentMethod}
          </Alert>
        ) : (
          methods.map((each) => (
            <label key={each.code} className={styles.option}>
              <input type="radio" name="payment-method" value={each.code} checked={method === each.code} onChange={() => setMethod(each.code)} />
              <span className={styles.optionText}>
                <span className={styles.optionTitle}>{each.title}</span>
                <span className={styles.optionMeta}>{t.cardNote}</span>
              </span>
            </label>
          ))
        )}
      </fieldset>
      {place.isError && (
        <Alert
          action={
            isConflict(place.error) ? (
              <Button variant="secondary" size="sm" onClick={() => void queryClient.resetQueries({ queryKey: queryKeys.cart })}>
                {messages.errors.reload}
              </Button>
            ) : undefined
          }
        >
          {errorMessage(place.error, messages.errors.paymentInfo)}
        </Alert>
      )}
      {!unavailable && (
        <form noValidate className={styles.placeOrder} onSubmit={acceptance.handleSubmit(({ terms }) => pay(terms))}>
          <p className={styles.payTotal}>
            <span>{t.total}</span>
            <strong className={styles.payTotalAmount}>{formatPrice(cart.prices.grand_total.value)}</strong>
            <span className={styles.hint}>{t.vatIncluded}</span>
          </p>
          <Checkbox
            label={
              <>
                {t.termsBefore}
                <a className={styles.termsLink} href={legalHref(basePath, 'terms')} target="_blank" rel="noopener">
                  {t.termsLink}
                  <VisuallyHidden>{t.newTab}</VisuallyHidden>
                </a>
                {t.termsBetween}
                <a className={styles.termsLink} href={legalHref(basePath, 'withdrawal')} target="_blank" rel="noopener">
                  {t.withdrawalLink}
                  <VisuallyHidden>{t.newTab}</VisuallyHidden>
                </a>
                {t.termsAfter}
              </>
            }
            required
            {...acceptance.checkbox('terms')}
          />
          <Button type="submit" size="lg" fullWidth className={styles.submit} disabled={!method || !payment} loading={config.isPending || place.isPending || redirect !== null}>
            {t.pay(formatPrice(cart.prices.grand_total.value))}
          </Button>
        </form>
      )}
      {redirect && (
        <>
          <p role="status" className={styles.hint}>
            {t.redirecting}
          </p>
          {/* The provider's protocol is a form POST: a navigation the shopper's browser makes, not a fetch. */}
          <form ref={formRef} method="post" action={redirect.endpoint} className={styles.hidden} aria-hidden="true">
            {Object.entries(redirect.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </form>
        </>
      )}
    </div>
  );
}
