// Italian identity and address rules (docs/product-rules.md §5), checked by the forms and again by the server: plain functions,
// as the browser entry exports them and a remote's bundle must not pull zod with them.
import type { Country } from './locale';
import { fiscalCodePattern } from './rules';

/** Values of a character in an odd (1-based) position of the codice fiscale. */
const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

/** Even positions: digits 0–9 and letters A–Z count 0–25. */
const evenValue = (char: string) => (char >= '0' && char <= '9' ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 65);

/** The check character of the first 15 characters of a codice fiscale (uppercase). */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    // index 0 is position 1, an odd position.
    sum += index % 2 === 0 ? ODD_VALUES[first15[index]] : evenValue(first15[index]);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** What a shopper types, as the code is written: no spaces, uppercase. */
export const normaliseFiscalCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Pattern (omocodia included) and check character. */
export function isValidFiscalCode(value: string): boolean {
  const code = normaliseFiscalCode(value);
  return fiscalCodePattern.test(code) && fiscalCodeCheckCharacter(code.slice(0, 15)) === code[15];
}

/** The partita IVA as stored: no spaces, no `IT` prefix. */
export const normaliseVatNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');

/** Partita IVA: 11 digits, not all zeros; check digit (10 − (X + Y) mod 10) mod 10, X the odd positions 1–9, Y the even 2–10 doubled (minus 9 above 9). */
export function isValidVatNumber(value: string): boolean {
  const digits = normaliseVatNumber(value);
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(digits[index]);
    // index 0 is position 1, an odd position.
    sum += index % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

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
export function isValidPostcode(postcode: string, country: Country): boolean {
  const cap = postcode.trim();
  if (!/^\d{5}$/.test(cap)) return false;
  if (country === 'SM') return /^4789\d$/.test(cap);
  if (country === 'VA') return cap === '00120';
  return true;
}

/** Optional +39 (or 0039), then a mobile `3…` (9–10 digits) or a landline `0…`; spaces, dots, dashes and slashes ignored. */
export function isValidPhone(phone: string): boolean {
  const compact = phone.replace(/[\s.\-/]/g, '').replace(/^(\+39|0039)/, '');
  return /^3\d{8,9}$/.test(compact) || /^0\d{5,10}$/.test(compact);
}

/** docs/product-rules.md §5: a PEC is an e-mail address (certified mailboxes are ordinary addresses in form). */
export const isValidPec = (pec: string) => /^[^\s@<>;]+@[^\s@<>;]+\.[^\s@<>;]{2,}$/.test(pec);

/** The e-invoicing recipient code as sent: 7 capital letters or digits (`0000000` for private persons). */
export const sdiCodePattern = /^[A-Z0-9]{7}$/;

export const isValidSdiCode = (value: string) => sdiCodePattern.test(value.trim().toUpperCase());
