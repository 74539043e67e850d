import { messages } from '../../messages/it';
import { all, isEmail, required, text, validate, type Errors } from '../forms/validation.rules';

/** What the shopper types in, without spaces and the optional `IT` prefix. */
export const normaliseVat = (value: string) => value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');

/**
 * Partita IVA (reference/facts.md): 11 digits; X = digits in odd positions 1–9, Y = doubled digits
 * in even positions 2–10 (minus 9 above 9); check digit = (10 − (X + Y) mod 10) mod 10.
 */
export function isValidVat(value: string): boolean {
  const digits = normaliseVat(value);
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(digits[index]);
    // index 0 is position 1, an odd position.
    sum += index % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** The e-invoicing recipient code: 7 letters or digits (`0000000` for private persons). */
export const isValidSdi = (value: string) => /^[A-Z0-9]{7}$/.test(value.trim().toUpperCase());

export interface BusinessValues extends Record<string, string> {
  company: string;
  vat: string;
  pec: string;
  sdi: string;
}

export const emptyBusiness: BusinessValues = { company: '', vat: '', pec: '', sdi: '' };

const t = messages.validation;

/** Company and VAT number are required; the invoice goes to a PEC or an SDI code, at least one. */
export function validateBusiness(values: BusinessValues): Errors<BusinessValues> {
  const neither = values.pec.trim() === '' && values.sdi.trim() === '';
  return validate(values, {
    company: text(120, 2),
    vat: all(required, (value) => (isValidVat(value) ? undefined : t.vat)),
    pec: (value) => (neither ? t.pecOrSdi : value.trim() && !isEmail(value) ? t.pec : undefined),
    sdi: (value) => (value.trim() && !isValidSdi(value) ? t.sdi : undefined),
  });
}

/** The contract's business data (VAT without prefix; empty PEC or SDI left out). */
export function toBusinessData(values: BusinessValues) {
  return {
    company: values.company.trim(),
    vat_number: normaliseVat(values.vat),
    ...(values.pec.trim() ? { pec: values.pec.trim() } : {}),
    ...(values.sdi.trim() ? { sdi_code: values.sdi.trim().toUpperCase() } : {}),
  };
}
