import { SHOP_COUNTRIES } from '@bottega/api-contract';
import { Field } from '@bottega/ui';
import type { FieldProps } from '@bottega/fragment-kit/forms';
import { messages } from '../../../messages/it';
import type { AddressValues } from '../../address/address.rules';
import styles from './Checkout.module.css';

/** The Italian address fields, inside the step's own form; ids carry a prefix so two can share a page. */
export function AddressFields({
  prefix,
  field,
  country,
}: {
  prefix: string;
  field: (name: keyof AddressValues & string, options?: { uppercase: boolean }) => FieldProps;
  country: AddressValues['country_code'];
}) {
  const t = messages.address;
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <div className={styles.grid}>
      <Field id={id('firstname')} label={t.firstname} autoComplete={`section-${prefix} given-name`} required {...field('firstname')} />
      <Field id={id('lastname')} label={t.lastname} autoComplete={`section-${prefix} family-name`} required {...field('lastname')} />
      <Field id={id('street')} className={styles.wide} label={t.street} autoComplete={`section-${prefix} street-address`} required {...field('street')} />
      <Field id={id('postcode')} label={t.postcode} autoComplete={`section-${prefix} postal-code`} inputMode="numeric" maxLength={5} required {...field('postcode')} />
      <Field id={id('city')} label={t.city} autoComplete={`section-${prefix} address-level2`} required {...field('city')} />
      {country === 'IT' && (
        <Field
          id={id('region')}
          label={t.region}
          hint={t.regionHint}
          autoComplete={`section-${prefix} address-level1`}
          maxLength={2}
          required
          {...field('region_code', { uppercase: true })}
        />
      )}
      <Field as="select" id={id('country')} label={t.country} autoComplete={`section-${prefix} country`} required {...field('country_code')}>
        {SHOP_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {t.countries[code]}
          </option>
        ))}
      </Field>
      <Field
        id={id('telephone')}
        className={styles.wide}
        label={t.telephone}
        hint={t.telephoneHint}
        type="tel"
        autoComplete={`section-${prefix} tel`}
        required
        {...field('telephone')}
      />
    </div>
  );
}
