import type { Cart } from '@bottega/api-contract';
import { Button, Checkbox, Field } from '@bottega/ui';
import { errorMessage } from '../../../app/errors';
import { stepHref } from '../../../app/links';
import { messages } from '../../../messages/it';
import { fromCartAddress, toAddressInput, validateAddress, type AddressValues } from '../../address/address.rules';
import { emptyBusiness, toBusinessData, validateBusiness, type BusinessValues } from '../../address/business.rules';
import { useForm } from '../../forms/useForm';
import type { Errors } from '../../forms/validation.rules';
import { setBillingAddress, setBusinessData } from '../checkout.api';
import { useCartChange } from '../useCheckout';
import { AddressFields } from './AddressFields';
import { Alert } from './Alert';
import styles from './Checkout.module.css';

type BillingValues = AddressValues & BusinessValues & { billing: 'same' | 'other'; business: '' | 'yes' };

const sameAddress = (a: Cart['billing_address'], b: Cart['shipping_address']) => JSON.stringify(a) === JSON.stringify(b);

/** Only the parts the shopper asked for are checked: another address, an invoice to a company. */
const validateBilling = (values: BillingValues): Errors<BillingValues> => ({
  ...(values.billing === 'other' ? validateAddress(values) : {}),
  ...(values.business === 'yes' ? validateBusiness(values) : {}),
});

/** Billing address (the shipping one or another) and, optionally, the company the invoice goes to. */
export function BillingStep({ cart, basePath, navigate }: { cart: Cart; basePath: string; navigate: (to: string) => void }) {
  const t = messages.billing;
  const other = cart.billing_address !== null && !sameAddress(cart.billing_address, cart.shipping_address);
  const business = cart.business_data;
  const form = useForm<BillingValues>(
    {
      ...fromCartAddress(other ? cart.billing_address : null),
      ...(business ? { company: business.company, vat: business.vat_number, pec: business.pec ?? '', sdi: business.sdi_code ?? '' } : emptyBusiness),
      billing: other ? 'other' : 'same',
      business: business ? 'yes' : '',
    },
    validateBilling,
  );
  const saveAddress = useCartChange(setBillingAddress);
  const saveBusiness = useCartChange((data: Parameters<typeof setBusinessData>[1]) => setBusinessData(cart.id, data));
  const failed = saveAddress.error ?? saveBusiness.error;

  const submit = async (values: BillingValues) => {
    try {
      await saveAddress.mutateAsync(values.billing === 'same' ? { same_as_shipping: true } : toAddressInput(values));
      // Only touch business data the shopper gave or took away.
      if (values.business === 'yes') await saveBusiness.mutateAsync(toBusinessData(values));
      else if (cart.business_data) await saveBusiness.mutateAsync(null);
      navigate(stepHref(basePath, 'payment'));
    } catch {
      // Shown under the form from the mutation's error.
    }
  };

  return (
    <div className={styles.stepBody}>
      <h2 className={styles.stepTitle} tabIndex={-1}>{t.title}</h2>
      <form noValidate onSubmit={form.handleSubmit((values) => void submit(values))}>
        <fieldset className={styles.methods}>
          <legend className={styles.hidden}>{t.choice}</legend>
          {(['same', 'other'] as const).map((choice) => (
            <label key={choice} className={styles.option}>
              <input type="radio" name="billing" value={choice} checked={form.values.billing === choice} onChange={() => form.set('billing', choice)} />
              <span className={styles.optionTitle}>{choice === 'same' ? t.sameAsShipping : t.other}</span>
            </label>
          ))}
        </fieldset>
        {form.values.billing === 'other' && <AddressFields prefix="billing" field={form.field} country={form.values.country_code} />}
        <div className={styles.business}>
          <Checkbox id="chk-business" label={t.business} checked={form.values.business === 'yes'} onChange={(event) => form.set('business', event.target.checked ? 'yes' : '')} />
          {form.values.business === 'yes' && (
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
