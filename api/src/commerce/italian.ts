import { messages } from './messages';

const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

function evenValue(char: string): number {
  return char >= '0' && char <= '9' ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 65;
}

const FISCAL_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The check character of the first 15 characters of a codice fiscale. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = first15[i];
    // Positions are 1-based in the rule: index 0 is position 1, an odd one.
    sum += i % 2 === 0 ? ODD_VALUES[char] : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A codice fiscale is valid when it has the pattern (omocodia included) and its check character matches. */
export function isValidFiscalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return FISCAL_CODE.test(code) && fiscalCodeCheckCharacter(code.slice(0, 15)) === code[15];
}

/** Eleven digits, optionally after `IT`, with the Luhn-like check digit of the partita IVA. */
export function isValidVatNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  let x = 0;
  let y = 0;
  for (let i = 0; i < 10; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (i % 2 === 0) x += d;
    else y += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - ((x + y) % 10)) % 10 === digits.charCodeAt(10) - 48;
}

export function normaliseVatNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');
}

/** ISTAT province sigle, with the Sardinian ones of both the 2016 and the 2025 reorganisations. */
export const PROVINCES = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN FC FE FG FI FM FR ' +
    'GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT PA PC PD PE PG PI PN PO PR PT PU PV PZ ' +
    'RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV'
  ).split(' '),
);

export function isValidPostcode(postcode: string, country: 'IT' | 'SM' | 'VA'): boolean {
  if (!/^\d{5}$/.test(postcode)) return false;
  // San Marino uses 47890-47899; Vatican City has the single CAP 00120.
  if (country === 'SM') return /^4789\d$/.test(postcode);
  if (country === 'VA') return postcode === '00120';
  return true;
}

/** Optional +39 (or 0039), then a mobile `3…` or a landline `0…` number; spaces, dots and dashes ignored. */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s.\-/]/g, '').replace(/^(\+39|0039)/, '');
  return /^3\d{8,9}$/.test(compact) || /^0\d{5,10}$/.test(compact);
}

/** Spec §5: a PEC is an e-mail address (certified mailboxes are ordinary addresses in form). */
export function isValidPec(pec: string): boolean {
  return /^[^\s@<>;]+@[^\s@<>;]+\.[^\s@<>;]{2,}$/.test(pec);
}

export interface AddressFields {
  postcode: string;
  region_code?: string | null;
  country_code: 'IT' | 'SM' | 'VA';
  telephone: string;
  fiscal_code?: string | null;
}

/** The first Italian rule an address breaks, as `{ field, message }`, or null when it is fine. */
export function addressError(address: AddressFields): { field: string; message: string } | null {
  if (!isValidPostcode(address.postcode, address.country_code)) return { field: 'postcode', message: messages.invalidPostcode };
  if (address.country_code === 'IT' && !PROVINCES.has((address.region_code ?? '').toUpperCase())) {
    return { field: 'region_code', message: messages.invalidProvince };
  }
  if (!isValidPhone(address.telephone)) return { field: 'telephone', message: messages.invalidPhone };
  if (address.fiscal_code && !isValidFiscalCode(address.fiscal_code)) return { field: 'fiscal_code', message: messages.invalidFiscalCode };
  return null;
}
