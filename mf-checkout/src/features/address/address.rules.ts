import type { AddressInput, Cart } from '@bottega/api-contract';
import { messages } from '../../messages/it';
import { all, required, text, validate, type Check, type Errors } from '../forms/validation.rules';

/**
 * Italian address rules (reference/facts.md). The API checks the same ones; the form checks them
 * first so the shopper reads the message before any request (DESIGN.md §4).
 */
export type Country = 'IT' | 'SM' | 'VA';
export const COUNTRIES: readonly Country[] = ['IT', 'SM', 'VA'];

/** ISTAT province sigle, with the Sardinian ones of both the 2016 and the 2025 reorganisations. */
const PROVINCES: ReadonlySet<string> = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN FC FE FG FI FM FR ' +
    'GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT PA PC PD PE PG PI PN PO PR PT PU PV PZ ' +
    'RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV'
  ).split(' '),
);

export const isValidProvince = (sigla: string) => PROVINCES.has(sigla.trim().toUpperCase());

/** Five digits; San Marino uses 47890–47899, the Vatican the single CAP 00120. */
export function postcodeError(postcode: string, country: Country): string | undefined {
  const cap = postcode.trim();
  const t = messages.validation;
  if (!/^\d{5}$/.test(cap)) return t.postcode;
  if (country === 'SM' && !/^4789\d$/.test(cap)) return t.postcodeSM;
  if (country === 'VA' && cap !== '00120') return t.postcodeVA;
  return undefined;
}

/** Optional +39 (or 0039), then a mobile `3…` (9–10 digits) or a landline `0…`; spaces, dots, dashes and slashes ignored. */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s.\-/]/g, '').replace(/^(\+39|0039)/, '');
  return /^3\d{8,9}$/.test(compact) || /^0\d{5,10}$/.test(compact);
}

export interface AddressValues extends Record<string, string> {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  postcode: string;
  region_code: string;
  country_code: Country;
  telephone: string;
}

export const emptyAddress: AddressValues = { firstname: '', lastname: '', street: '', city: '', postcode: '', region_code: '', country_code: 'IT', telephone: '' };

const t = messages.validation;
const phone: Check = all(required, (value) => (isValidPhone(value) ? undefined : t.telephone));

/** Every message of an address form; the province is asked only in Italy. */
export function validateAddress(values: AddressValues): Errors<AddressValues> {
  return validate(values, {
    firstname: text(60, 2),
    lastname: text(60, 2),
    street: text(120, 3),
    city: text(80, 2),
    postcode: all(required, (value) => postcodeError(value, values.country_code)),
    region_code: values.country_code === 'IT' ? all(required, (value) => (isValidProvince(value) ? undefined : t.province)) : undefined,
    telephone: phone,
  });
}

/** The form's values as the contract's address. */
export function toAddressInput(values: AddressValues): AddressInput {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: [values.street.trim()],
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    ...(values.country_code === 'IT' ? { region_code: values.region_code.trim().toUpperCase() } : {}),
    country_code: values.country_code,
    telephone: values.telephone.trim(),
  };
}

/** An address already on the cart, back into the form (returning to a step keeps what was typed). */
export function fromCartAddress(address: Cart['shipping_address']): AddressValues {
  if (!address) return emptyAddress;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street.join(', '),
    city: address.city,
    postcode: address.postcode,
    region_code: address.region_code ?? '',
    country_code: address.country_code,
    telephone: address.telephone,
  };
}

/** One line per part, as a label or an envelope shows it. */
export function addressLines(address: NonNullable<Cart['shipping_address']>): string[] {
  const place = [address.postcode, address.city, address.region_code ? `(${address.region_code})` : ''].filter(Boolean).join(' ');
  return [`${address.firstname} ${address.lastname}`, ...address.street, place, messages.address.countries[address.country_code], address.telephone];
}
