import { useEffect, useRef } from 'react';
import type { Cart } from '@bottega/api-contract';
import { notify, type FragmentProps } from '@bottega/browser-contract';
import { Button, Spinner } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { browserStorage } from '@bottega/fragment-kit/storage';
import { cartHref, stepHref } from '../../app/links';
import { messages } from '../../messages/it';
import { decide, parseStep, removedLines, type Decision } from '../../features/steps/steps.rules';
import { readProviderReturn, snapshotOf } from '../../features/payment/payment.rules';
import { useCheckoutCart, useSession } from '../../features/checkout/useCheckout';
import { StepIndicator } from '../../features/checkout/components/StepIndicator';
import { OrderSummary, OrderSummarySkeleton } from '../../features/checkout/components/OrderSummary';
import { UserAccountStep } from '../../features/checkout/components/UserAccountStep';
import { ShippingStep } from '../../features/checkout/components/ShippingStep';
import { BillingStep } from '../../features/checkout/components/BillingStep';
import { PaymentStep } from '../../features/checkout/components/PaymentStep';
import { PaymentReturn } from '../../features/checkout/components/PaymentReturn';
import { ThankYouStep } from '../../features/checkout/components/ThankYouStep';
import { Alert } from '../../features/checkout/components/Alert';
import styles from './CheckoutPage.module.css';

const LAST_STEP = 'bottega:checkout:last-step';

/** /it/checkout/<step>: the step the shopper may be on, the steps indicator and the order summary. */
export function CheckoutPage({ params, query, basePath, navigate, bus }: FragmentProps) {
  const step = parseStep(params.step) ?? 'user-account';
  const loggedIn = useSession(bus);
  const cart = useCheckoutCart(step !== 'thank-you');
  const decision: Decision | null = cart.data ? decide(step, { loggedIn, cart: cart.data }) : null;
  const target = !decision || decision.kind === 'stay' ? null : decision.kind === 'step' ? stepHref(basePath, decision.step) : cartHref(basePath);
  const cartReason = decision?.kind === 'cart' ? decision.reason : null;
  const left = useRef<string | null>(null);

  // Guards act once per destination: a step the cart is not ready for, or back to the cart. The step
  // left takes no place in the history, so Back does not land on it and bounce forward again.
  useEffect(() => {
    if (target === null || left.current === target) {
      left.current = target;
      return;
    }
    left.current = target;
    if (cartReason) bus.publish(notify({ type: 'warning', message: cartReason === 'empty' ? messages.errors.cartEmpty : messages.errors.cartLines }));
    navigate(target, { replace: true });
  }, [target, cartReason, bus, navigate]);

  // The cart being paid for lost lines while the shopper was here: said once, on the step they are on
  // (an emptied cart is the guard's to say).
  const shownCart = useRef<Cart | null>(null);
  useEffect(() => {
    if (!cart.data) return;
    const gone = removedLines(shownCart.current, cart.data);
    shownCart.current = cart.data;
    if (gone.length > 0 && cart.data.items.length > 0) bus.publish(notify({ type: 'warning', message: messages.errors.linesRemoved(gone.join(', ')) }));
  }, [cart.data, bus]);

  // A new step's title takes the focus so keyboard and screen-reader users start reading there; the
  // shell mounts each step afresh, so the last step shown lives in the tab's session (not on a reload).
  const mainRef = useRef<HTMLDivElement>(null);
  const ready = step === 'thank-you' || decision?.kind === 'stay';
  useEffect(() => {
    if (!ready) return;
    const session = browserStorage('sessionStorage');
    const last = session.getItem(LAST_STEP);
    if (last !== null && last !== step) mainRef.current?.querySelector<HTMLElement>('h2')?.focus();
    session.setItem(LAST_STEP, step);
  }, [step, ready]);

  const shared = { basePath, navigate };
  let body;
  const providerReturn = step === 'thank-you' ? readProviderReturn(query) : null;
  if (providerReturn) {
    body = <PaymentReturn event={providerReturn} {...shared} />;
  } else if (step === 'thank-you') {
    body = <ThankYouStep query={query} bus={bus} loggedIn={loggedIn} {...shared} />;
  } else if (cart.isPending) {
    body = <Spinner label={messages.page.loading} />;
  } else if (!cart.data) {
    body = (
      <Alert
        action={
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={() => cart.refetch()}>
              {messages.page.retry}
            </Button>
            <Button variant="ghost" size="sm" href={cartHref(basePath)} onClick={followLink(navigate)}>
              {messages.page.backToCart}
            </Button>
          </div>
        }
      >
        {messages.page.loadFailed}
      </Alert>
    );
  } else if (decision?.kind !== 'stay') {
    body = <Spinner label={messages.page.loading} />;
  } else if (step === 'user-account') {
    body = <UserAccountStep cart={cart.data} bus={bus} {...shared} />;
  } else if (step === 'shipping') {
    body = <ShippingStep cart={cart.data} loggedIn={loggedIn} {...shared} />;
  } else if (step === 'billing') {
    body = <BillingStep cart={cart.data} {...shared} />;
  } else {
    body = <PaymentStep cart={cart.data} query={query} {...shared} />;
  }

  const showSummary = step !== 'thank-you' && cart.data && decision?.kind === 'stay';
  // While the cart loads (or the guard is about to move on) the step already has its two columns,
  // so the form and the summary arrive in their places and nothing shifts.
  const summaryPending = step !== 'thank-you' && (cart.isPending || (cart.data && decision?.kind !== 'stay'));
  return (
    <section className={styles.page} aria-labelledby="chk-title">
      <header className={styles.header}>
        <h1 id="chk-title" className={styles.title}>
          {messages.page.title}
        </h1>
        <StepIndicator current={step} loggedIn={loggedIn} {...shared} />
      </header>
      {/* Every step needs the checkout's code (docs/architecture.md §2.9): without it the page says so instead of waiting forever. */}
      <noscript>
        <Alert
          tone="info"
          action={
            <Button variant="secondary" size="sm" href={cartHref(basePath)}>
              {messages.page.backToCart}
            </Button>
          }
        >
          {messages.page.needsJavaScript}
        </Alert>
      </noscript>
      {/* On a narrow screen the summary follows the form, except when paying: the shopper reviews what they pay for first. */}
      <div data-needs-script className={!showSummary && !summaryPending ? styles.single : step === 'payment' ? `${styles.layout} ${styles.summaryFirst}` : styles.layout}>
        <div className={styles.main} ref={mainRef}>
          {body}
        </div>
        {showSummary && cart.data && (
          <aside className={styles.aside} aria-label={messages.summary.title}>
            <OrderSummary summary={snapshotOf('', cart.data)} />
          </aside>
        )}
        {summaryPending && (
          <div className={`${styles.aside} ${styles.asidePending}`}>
            <OrderSummarySkeleton />
          </div>
        )}
      </div>
    </section>
  );
}
