import { z } from 'zod';
import { SHOP_COUNTRIES } from './locale';

/** Money as the shopper sees it: EUR with 2 decimals (the database keeps integer cents). */
export const money = z.object({ value: z.number(), currency: z.literal('EUR') });
export type Money = z.infer<typeof money>;

export const stockStatus = z.enum(['IN_STOCK', 'OUT_OF_STOCK']);

export const requiredMessage = 'Questo campo è obbligatorio';

/** Free text a shopper types: bounded, and never markup (docs/product-rules.md §5: fields that cannot contain < and >). */
export function plainText(max: number, min = 1) {
  return z
    .string()
    .min(min, min <= 1 ? requiredMessage : `Inserisci almeno ${min} caratteri`)
    .max(max, `Inserisci al massimo ${max} caratteri`)
    .regex(/^[^<>]*$/, 'Il campo non può contenere i caratteri < e >');
}

/** Names also refuse the semicolon (product rule §5). */
export function personName(max = 60) {
  return plainText(max).regex(/^[^;]*$/, 'Il campo non può contenere il punto e virgola');
}

export const email = z.email({ error: 'Inserisci un indirizzo email valido' }).max(254, 'Inserisci un indirizzo email valido');

/** Picture of a product as lists show it. */
export const productImage = z.object({ url: z.string(), label: z.string() });

/** One chosen configurable option, with the uids of the catalog's `configurable_options` (product rule §3 cart item). */
export const selectedConfigurableOption = z.object({
  option_label: z.string(),
  value_label: z.string(),
  configurable_product_option_uid: z.string(),
  configurable_product_option_value_uid: z.string(),
});

/** An address as the shop keeps it, on a cart or in a customer's address book. */
export const storedAddress = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  street: z.array(z.string()),
  city: z.string(),
  postcode: z.string(),
  region_code: z.string().nullable(),
  country_code: z.enum(SHOP_COUNTRIES),
  telephone: z.string(),
  fiscal_code: z.string().nullable(),
});
