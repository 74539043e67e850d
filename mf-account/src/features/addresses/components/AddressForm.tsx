import { SHOP_COUNTRIES } from '@bottega/api-contract';
import { Button, Checkbox, Field } from '@bottega/ui';
import { useShopForm } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import { errorMessage } from '../../../app/errors';
import { FormAlert } from '../../auth/components/FormAlert';
import { addressForm, type AddressValues } from '../addresses.rules';
import styles from './Addresses.module.css';

const t = messages.addresses;
const f = t.fields;

interface Props {
  initial: AddressValues;
  busy: boolean;
  error: unknown;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
}

export function AddressForm({ initial, busy, error, onSubmit, onCancel }: Props) {
  const form = useShopForm(addressForm, initial);
  const italy = form.watch('country_code') === 'IT';
  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <div className={styles.grid}>
        <Field label={f.firstname} autoComplete="given-name" required {...form.field('firstname')} />
        <Field label={f.lastname} autoComplete="family-name" required {...form.field('lastname')} />
        <Field className={styles.wide} label={f.company} autoComplete="organization" {...form.field('company')} />
        <Field className={styles.wide} label={f.street1} autoComplete="address-line1" required {...form.field('street1')} />
        <Field className={styles.wide} label={f.street2} autoComplete="address-line2" {...form.field('street2')} />
        <Field label={f.country} as="select" autoComplete="country" required {...form.field('country_code')}>
          {SHOP_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t.countries[code]}
            </option>
          ))}
        </Field>
        <Field label={f.city} autoComplete="address-level2" required {...form.field('city')} />
        <Field label={f.postcode} inputMode="numeric" autoComplete="postal-code" maxLength={5} required {...form.field('postcode')} />
        {italy && <Field label={f.region} autoComplete="address-level1" autoCapitalize="characters" maxLength={2} required {...form.field('region_code', { uppercase: true })} />}
        <Field label={f.telephone} hint={f.telephoneHint} type="tel" autoComplete="tel" required {...form.field('telephone')} />
        <Field label={f.fiscalCode} autoCapitalize="characters" spellCheck={false} {...form.field('fiscal_code', { uppercase: true })} />
      </div>
      <div className={styles.defaults}>
        <Checkbox label={t.defaultShipping} {...form.checkbox('default_shipping')} />
        <Checkbox label={t.defaultBilling} {...form.checkbox('default_billing')} />
      </div>
      <FormAlert message={error ? errorMessage(error) : undefined} />
      <div className={styles.formActions}>
        <Button type="submit" loading={busy}>
          {t.save}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
