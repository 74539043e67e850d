import * as z from 'zod/mini';
import type { AddressInput, Cart } from '@bottega/api-contract';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';

const t = messages.validation;

/** Italian address rules (product rule §5, in the contract): the API checks them too, the form first so
 * the shopper reads the message before any request (docs/architecture.md §4). */
export const addressForm = z.object({ ...fields.addressFields(t), street: fields.plainText(t, { max: 120, min: 3 }) }).check(...fields.addressChecks(t));

export type AddressValues = z.output<typeof addressForm>;

export const emptyAddress: AddressValues = { firstname: '', lastname: '', street: '', city: '', postcode: '', region_code: '', country_code: 'IT', telephone: '' };

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
