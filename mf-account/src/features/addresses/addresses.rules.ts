import type { z } from 'zod';
import type { customerAddress } from '@bottega/api-contract';
import { isValidFiscalCode, isValidPhone, isValidPostcode, isValidProvince, normaliseFiscalCode, type Country } from '@bottega/api-contract';
import { messages } from '../../messages/it';
import { all, optionalText, personName, required, type Rules } from '../forms/validation.rules';
import type { AddressDraft } from './addresses.api';

export type Address = z.output<typeof customerAddress>;

/** The address form's values, all strings and booleans as the controls hold them. */
export type AddressValues = {
  firstname: string;
  lastname: string;
  company: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  region_code: string;
  country_code: Country;
  telephone: string;
  fiscal_code: string;
  default_shipping: boolean;
  default_billing: boolean;
};

const t = messages.validation;
const text = (max: number) => all<string>(required, optionalText(max));

/** Italian CAP, province and phone checks (reference/facts.md), as the API applies them. */
export const addressRules: Rules<AddressValues> = {
  firstname: personName,
  lastname: personName,
  company: optionalText(120),
  street1: text(120),
  street2: optionalText(120),
  city: text(80),
  postcode: (value, values) => required(value) ?? (isValidPostcode(value, values.country_code) ? undefined : t.postcode),
  // Only Italy has provinces; San Marino and the Vatican have none.
  region_code: (value, values) => (values.country_code !== 'IT' ? undefined : required(value) ?? (isValidProvince(value) ? undefined : t.province)),
  telephone: (value) => required(value) ?? (isValidPhone(value) ? undefined : t.phone),
  fiscal_code: (value) => (value.trim() === '' || isValidFiscalCode(value) ? undefined : t.fiscalCode),
};

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
