import { useState } from 'react';
import type { Cart } from '@bottega/api-contract';
import { accountOpenLogin, type Bus } from '@bottega/browser-contract';
import { Button, Field } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { errorMessage } from '../../../app/errors';
import { stepHref } from '../../../app/links';
import { messages } from '../../../messages/it';
import { setGuestEmail } from '../checkout.api';
import { guestForm } from '../checkout.rules';
import { useCartChange } from '../useCheckout';
import { Alert } from './Alert';
import styles from './Checkout.module.css';

/** docs/product-rules.md §6: log in (the account team's modal), create an account, or continue without one;
 * after `account:changed` the step guard moves the shopper to shipping. */
export function UserAccountStep({ cart, bus, basePath, navigate }: { cart: Cart; bus: Bus; basePath: string; navigate: (to: string) => void }) {
  const t = messages.account;
  const [waiting, setWaiting] = useState(false);
  const form = useShopForm(guestForm, { email: cart.email ?? '' });
  const save = useCartChange(setGuestEmail);
  const shipping = stepHref(basePath, 'shipping');
  const openAccount = (mode: 'login' | 'register') => {
    setWaiting(true);
    bus.publish(accountOpenLogin(mode, shipping));
  };

  return (
    <div className={styles.stepBody}>
      <h2 className={styles.stepTitle} tabIndex={-1}>
        {t.title}
      </h2>
      {waiting && <Alert tone="info">{t.waitingLogin}</Alert>}
      <div className={styles.choices}>
        <section className={styles.choice} aria-labelledby="chk-guest-title">
          <h3 id="chk-guest-title" className={styles.choiceTitle}>
            {t.guestTitle}
          </h3>
          <p className={styles.choiceText}>{t.guestText}</p>
          <form noValidate onSubmit={form.handleSubmit(({ email: value }) => save.mutate(value, { onSuccess: () => navigate(shipping) }))}>
            <Field id="chk-guest-email" label={t.email} type="email" autoComplete="email" required {...form.field('email')} />
            {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
            <Button type="submit" fullWidth loading={save.isPending} className={styles.submit}>
              {t.guest}
            </Button>
          </form>
        </section>
        <section className={styles.choice} aria-labelledby="chk-login-title">
          <h3 id="chk-login-title" className={styles.choiceTitle}>
            {t.loginTitle}
          </h3>
          <p className={styles.choiceText}>{t.loginText}</p>
          <Button variant="secondary" fullWidth onClick={() => openAccount('login')}>
            {t.login}
          </Button>
        </section>
        <section className={styles.choice} aria-labelledby="chk-register-title">
          <h3 id="chk-register-title" className={styles.choiceTitle}>
            {t.registerTitle}
          </h3>
          <p className={styles.choiceText}>{t.registerText}</p>
          <Button variant="secondary" fullWidth onClick={() => openAccount('register')}>
            {t.register}
          </Button>
        </section>
      </div>
    </div>
  );
}
