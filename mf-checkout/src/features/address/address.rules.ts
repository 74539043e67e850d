import type { AddressInput, Cart, Country } from '@bottega/api-contract';
import { isValidPhone, isValidPostcode, isValidProvince } from '@bottega/api-contract';
import { messages } from '../../messages/it';
import { all, required, text, validate, type Check, type Errors } from '../forms/validation.rules';

/**
 * Italian address rules (reference/facts.md, in the contract). The API checks the same ones; the
 * form checks them first so the shopper reads the message before any request (DESIGN.md §4).
 */
const t = messages.validation;

/** Five digits everywhere; five digits that are not San Marino's or the Vatican's get a message naming theirs. */
export function postcodeError(postcode: string, country: Country): string | undefined {
  if (isValidPostcode(postcode, country)) return undefined;
  if (country !== 'IT' && isValidPostcode(postcode, 'IT')) return country === 'SM' ? t.postcodeSM : t.postcodeVA;
  return t.postcode;
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
