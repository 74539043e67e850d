import * as z from 'zod/mini';
import { normaliseVatNumber } from '@bottega/api-contract';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';

const t = messages.validation;

/** Company and VAT number are required; the invoice goes to a PEC or an SDI code, at least one. */
export const businessForm = z
  .object({ company: fields.strictText(t, { max: 120, min: 2 }), vat: fields.vatNumber(t), pec: z.string(), sdi: z.string() })
  .check(...fields.invoiceRecipient(t));

export type BusinessValues = z.output<typeof businessForm>;

export const emptyBusiness: BusinessValues = { company: '', vat: '', pec: '', sdi: '' };

/** The contract's business data (VAT without prefix; empty PEC or SDI left out). */
export function toBusinessData(values: BusinessValues) {
  return {
    company: values.company.trim(),
    vat_number: normaliseVatNumber(values.vat),
    ...(values.pec.trim() ? { pec: values.pec.trim() } : {}),
    ...(values.sdi.trim() ? { sdi_code: values.sdi.trim().toUpperCase() } : {}),
  };
}
