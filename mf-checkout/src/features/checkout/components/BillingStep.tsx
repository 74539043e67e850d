import * as z from 'zod/mini';
import type { Cart } from '@bottega/api-contract';
import * as fields from '@bottega/api-contract/fields';
import { Button, Checkbox, Field } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { errorMessage } from '../../../app/errors';
import { stepHref } from '../../../app/links';
import { messages } from '../../../messages/it';
import { addressForm, fromCartAddress, toAddressInput, type AddressValues } from '../../address/address.rules';
import { businessForm, emptyBusiness, toBusinessData, type BusinessValues } from '../../address/business.rules';
import { setBillingAddress, setBusinessData } from '../checkout.api';
import { useCartChange } from '../useCheckout';
import { AddressFields } from './AddressFields';
import { Alert } from './Alert';
import styles from './Checkout.module.css';

type BillingValues = AddressValues & BusinessValues & { billing: 'same' | 'other'; business: boolean };

const sameAddress = (a: Cart['billing_address'], b: Cart['shipping_address']) => JSON.stringify(a) === JSON.stringify(b);

/** Only the parts the shopper asked for are checked: another address, an invoice to a company. */
const billingForm = z.custom<BillingValues>().check(
  fields.when<BillingValues>((values) => values.billing === 'other', addressForm),
  fields.when<BillingValues>((values) => values.business, businessForm),
);

/** Billing address (the shipping one or another) and, optionally, the company the invoice goes to. */
export function BillingStep({ cart, basePath, navigate }: { cart: Cart; basePath: string; navigate: (to: string) => void }) {
  const t = messages.billing;
  const other = cart.billing_address !== null && !sameAddress(cart.billing_address, cart.shipping_address);
  const business = cart.business_data;
  const form = useShopForm(billingForm, {
    ...fromCartAddress(other ? cart.billing_address : null),
    ...(business ? { company: business.company, vat: business.vat_number, pec: business.pec ?? '', sdi: business.sdi_code ?? '' } : emptyBusiness),
    billing: other ? 'other' : 'same',
    business: business !== null,
  });
  const [billing, invoice, country] = form.watch(['billing', 'business', 'country_code']);
  const saveAddress = useCartChange(setBillingAddress);
  const saveBusiness = useCartChange((data: Parameters<typeof setBusinessData>[1]) => setBusinessData(cart.id, data));
  const failed = saveAddress.error ?? saveBusiness.error;

  const submit = async (values: BillingValues) => {
    try {
      await saveAddress.mutateAsync(values.billing === 'same' ? { same_as_shipping: true } : toAddressInput(values));
      // Only touch business data the shopper gave or took away.
      if (values.business) await saveBusiness.mutateAsync(toBusinessData(values));
      else if (cart.business_data) await saveBusiness.mutateAsync(null);
      navigate(stepHref(basePath, 'payment'));
    } catch {
      // Shown under the form from the mutation's error.
    }
  };

  return (
    <div className={styles.stepBody}>
      <h2 className={styles.stepTitle} tabIndex={-1}>
        {t.title}
      </h2>
      <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <fieldset className={styles.methods}>
          <legend className={styles.hidden}>{t.choice}</legend>
          {(['same', 'other'] as const).map((choice) => (
            <label key={choice} className={styles.option}>
              <input {...form.radio('billing', choice)} />
              <span className={styles.optionTitle}>{choice === 'same' ? t.sameAsShipping : t.other}</span>
            </label>
          ))}
        </fieldset>
        {billing === 'other' && <AddressFields prefix="billing" field={form.field} country={country} />}
        <div className={styles.business}>
          <Checkbox id="chk-business" label={t.business} {...form.checkbox('business')} />
          {invoice && (
            <div className={styles.grid}>
              <Field id="chk-company" className={styles.wide} label={t.company} autoComplete="organization" required {...form.field('company')} />
              <Field id="chk-vat" label={t.vat} hint={t.vatHint} inputMode="numeric" required {...form.field('vat')} />
              <p className={`${styles.hint} ${styles.wide}`}>{t.pecOrSdiHint}</p>
              <Field id="chk-pec" label={t.pec} type="email" {...form.field('pec')} />
              <Field id="chk-sdi" label={t.sdi} maxLength={7} {...form.field('sdi')} />
            </div>
          )}
        </div>
        {failed && <Alert>{errorMessage(failed)}</Alert>}
        <Button type="submit" loading={saveAddress.isPending || saveBusiness.isPending} className={styles.submit}>
          {t.continue}
        </Button>
      </form>
    </div>
  );
}
