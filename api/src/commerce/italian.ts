import { isValidFiscalCode, isValidPhone, isValidPostcode, isValidProvince, type Country } from '@bottega/api-contract';
import { messages } from './messages';

export interface AddressFields {
  postcode: string;
  region_code?: string | null;
  country_code: Country;
  telephone: string;
  fiscal_code?: string | null;
}

/** The first Italian rule an address breaks, as `{ field, message }`, or null when it is fine. */
export function addressError(address: AddressFields): { field: string; message: string } | null {
  if (!isValidPostcode(address.postcode, address.country_code)) return { field: 'postcode', message: messages.invalidPostcode };
  if (address.country_code === 'IT' && !isValidProvince(address.region_code ?? '')) {
    return { field: 'region_code', message: messages.invalidProvince };
  }
  if (!isValidPhone(address.telephone)) return { field: 'telephone', message: messages.invalidPhone };
  if (address.fiscal_code && !isValidFiscalCode(address.fiscal_code)) return { field: 'fiscal_code', message: messages.invalidFiscalCode };
  return null;
}
