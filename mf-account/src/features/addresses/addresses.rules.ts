import * as z from 'zod/mini';
import type { customerAddress } from '@bottega/api-contract';
import { normaliseFiscalCode } from '@bottega/api-contract';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';
import type { AddressDraft } from './addresses.api';

export type Address = z.output<typeof customerAddress>;

const t = messages.validation;

/** The address form: the Italian CAP, province and phone checks (product rule §5), as the API applies them. */
export const addressForm = z
  .object({
    ...fields.addressFields(t),
    company: fields.plainText(t, { max: 120, min: 0 }),
    street1: fields.plainText(t, { max: 120 }),
    street2: fields.plainText(t, { max: 120, min: 0 }),
    fiscal_code: fields.fiscalCode(t, { optional: true }),
    default_shipping: z.boolean(),
    default_billing: z.boolean(),
  })
  .check(...fields.addressChecks(t));

/** The address form's values, all strings and booleans as the controls hold them. */
export type AddressValues = z.output<typeof addressForm>;

export const emptyAddress: AddressValues = {
  firstname: '',
  lastname: '',
  company: '',
  street1: '',
  street2: '',
  city: '',
  postcode: '',
  region_code: '',
  country_code: 'IT',
  telephone: '',
  fiscal_code: '',
  default_shipping: false,
  default_billing: false,
};

export function valuesOf(address: Address): AddressValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    street1: address.street[0] ?? '',
    street2: address.street[1] ?? '',
    city: address.city,
    postcode: address.postcode,
    region_code: address.region_code ?? '',
    country_code: address.country_code,
    telephone: address.telephone,
    fiscal_code: address.fiscal_code ?? '',
    default_shipping: address.default_shipping,
    default_billing: address.default_billing,
  };
}

/** What the API takes: trimmed, optional fields left out when empty, province and fiscal code uppercase. */
export function draftOf(values: AddressValues): AddressDraft {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const street2 = optional(values.street2);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    company: optional(values.company),
    street: street2 ? [values.street1.trim(), street2] : [values.street1.trim()],
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    region_code: values.country_code === 'IT' ? values.region_code.trim().toUpperCase() : undefined,
    country_code: values.country_code,
    telephone: values.telephone.trim(),
    fiscal_code: values.fiscal_code.trim() === '' ? undefined : normaliseFiscalCode(values.fiscal_code),
    default_shipping: values.default_shipping,
    default_billing: values.default_billing,
  };
}

/** One line a person reads: "Via Roma 1, 20121 Milano (MI)". */
export function addressLine(address: Address): string {
  const province = address.region_code ? ` (${address.region_code})` : '';
  return `${address.street.join(', ')}, ${address.postcode} ${address.city}${province}`;
}
