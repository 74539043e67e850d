import { useState } from 'react';
import type { Cart } from '@bottega/api-contract';
import { Button, formatPrice } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { errorMessage, statusOf } from '../../../app/errors';
import { stepHref } from '../../../app/links';
import { messages } from '../../../messages/it';
import { addressForm, addressLines, fromCartAddress, toAddressInput } from '../../address/address.rules';
import { setShippingAddress, setShippingMethod } from '../checkout.api';
import { useCartChange, useSavedAddresses, useShippingMethods } from '../useCheckout';
import { AddressFields } from './AddressFields';
import { Alert } from './Alert';
import styles from './Checkout.module.css';

const methodId = (method: { carrier_code: string; method_code: string }) => `${method.carrier_code}/${method.method_code}`;

/** The Italian delivery address, then the shipping method the API offers for it. */
export function ShippingStep({ cart, loggedIn, basePath, navigate }: { cart: Cart; loggedIn: boolean; basePath: string; navigate: (to: string) => void }) {
  const t = messages.shipping;
  const [editing, setEditing] = useState(!cart.shipping_address);
  const form = useShopForm(addressForm, fromCartAddress(cart.shipping_address));
  const saveAddress = useCartChange(setShippingAddress);
  const saveMethod = useCartChange(setShippingMethod);
  const methods = useShippingMethods(editing ? undefined : cart);
  const [chosen, setChosen] = useState(cart.selected_shipping_method ? methodId(cart.selected_shipping_method) : '');
  const saved = useSavedAddresses(loggedIn).data ?? [];
  // 'new' is the form; a number is one of the customer's saved addresses (the default one first).
  const [pick, setPick] = useState<number | 'new' | null>(null);
  const picked = pick ?? (saved.find((each) => each.default_shipping) ?? saved[0])?.id ?? 'new';
  const available = methods.data ?? [];
  const selected = available.find((method) => methodId(method) === chosen) ?? available[0];

  return (
    <div className={styles.stepBody}>
      <h2 className={styles.stepTitle} tabIndex={-1}>
        {t.title}
      </h2>
      {(editing || !cart.shipping_address) && saved.length > 0 && (
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t.saved}</legend>
          {saved.map((each) => (
            <label key={each.id} className={styles.option}>
              <input type="radio" name="saved-address" checked={picked === each.id} onChange={() => setPick(each.id)} />
              <span className={styles.optionText}>{addressLines(each).join(', ')}</span>
            </label>
          ))}
          <label className={styles.option}>
            <input type="radio" name="saved-address" checked={picked === 'new'} onChange={() => setPick('new')} />
            <span className={styles.optionTitle}>{t.newAddress}</span>
          </label>
        </fieldset>
      )}
      {(editing || !cart.shipping_address) && saved.length > 0 && picked !== 'new' ? (
        <div>
          {saveAddress.isError && <Alert>{errorMessage(saveAddress.error)}</Alert>}
          <Button
            loading={saveAddress.isPending}
            className={styles.submit}
            onClick={() => saveAddress.mutate({ customer_address_id: picked }, { onSuccess: () => setEditing(false) })}
          >
            {t.useSaved}
          </Button>
        </div>
      ) : editing || !cart.shipping_address ? (
        <form noValidate onSubmit={form.handleSubmit((values) => saveAddress.mutate(toAddressInput(values), { onSuccess: () => setEditing(false) }))}>
          <AddressFields prefix="shipping" field={form.field} country={form.watch('country_code')} />
          {saveAddress.isError && <Alert>{errorMessage(saveAddress.error)}</Alert>}
          <Button type="submit" loading={saveAddress.isPending} className={styles.submit}>
            {t.save}
          </Button>
        </form>
      ) : (
        <>
          <div className={styles.review}>
            <address className={styles.address}>
              {addressLines(cart.shipping_address).map((text) => (
                <span key={text}>{text}</span>
              ))}
            </address>
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
          </div>
          <fieldset className={styles.methods}>
            <legend className={styles.legend}>{t.methodsTitle}</legend>
            <p className={styles.hint}>{t.freeRule}</p>
            {methods.isPending ? (
              <p role="status">{t.methodsLoading}</p>
            ) : methods.isError && statusOf(methods.error) !== 400 ? (
              <Alert
                action={
                  <Button variant="secondary" size="sm" onClick={() => methods.refetch()}>
                    {messages.page.retry}
                  </Button>
                }
              >
                {errorMessage(methods.error)}
              </Alert>
            ) : available.length === 0 ? (
              <Alert>{t.noMethods}</Alert>
            ) : (
              available.map((method) => (
                <label key={methodId(method)} className={styles.option}>
                  <input type="radio" name="shipping-method" value={methodId(method)} checked={selected === method} onChange={() => setChosen(methodId(method))} />
                  <span className={styles.optionText}>
                    <span className={styles.optionTitle}>{method.carrier_title}</span>
                    <span className={styles.optionMeta}>{method.method_title}</span>
                  </span>
                  <span className={styles.optionPrice}>{method.amount.value === 0 ? t.free : formatPrice(method.amount.value)}</span>
                </label>
              ))
            )}
          </fieldset>
          {saveMethod.isError && <Alert>{errorMessage(saveMethod.error)}</Alert>}
          <Button
            className={styles.submit}
            disabled={!selected}
            loading={saveMethod.isPending}
            onClick={() =>
              selected &&
              saveMethod.mutate({ carrier_code: selected.carrier_code, method_code: selected.method_code }, { onSuccess: () => navigate(stepHref(basePath, 'billing')) })
            }
          >
            {t.continue}
          </Button>
        </>
      )}
    </div>
  );
}
