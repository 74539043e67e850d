import { isValidSdiCode, isValidVatNumber, normaliseVatNumber } from '@bottega/api-contract';
import { messages } from '../../messages/it';
import { all, isEmail, required, text, validate, type Errors } from '../forms/validation.rules';

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
    vat: all(required, (value) => (isValidVatNumber(value) ? undefined : t.vat)),
    pec: (value) => (neither ? t.pecOrSdi : value.trim() && !isEmail(value) ? t.pec : undefined),
    sdi: (value) => (value.trim() && !isValidSdiCode(value) ? t.sdi : undefined),
  });
}

/** The contract's business data (VAT without prefix; empty PEC or SDI left out). */
export function toBusinessData(values: BusinessValues) {
  return {
    company: values.company.trim(),
    vat_number: normaliseVatNumber(values.vat),
    ...(values.pec.trim() ? { pec: values.pec.trim() } : {}),
    ...(values.sdi.trim() ? { sdi_code: values.sdi.trim().toUpperCase() } : {}),
  };
}
