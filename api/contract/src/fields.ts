// The field rules of docs/product-rules.md §5 for every form (docs/adr/0012-one-form-layer.md), in zod/mini so a bundle keeps only the checks it uses.
// Messages come from each remote's catalog; a form shows a field's first issue, so checks are in the order a shopper should read them.
import * as z from 'zod/mini';
import { SHOP_COUNTRIES, type Country } from './locale';
import { isValidFiscalCode, isValidPec, isValidPhone, isValidPostcode, isValidProvince, isValidSdiCode, isValidVatNumber } from './italian';
import { passwordPattern } from './rules';

/** What the rules may say; a rule asks only for the messages it uses. */
export interface FieldMessages {
  required: string;
  minLength: (min: number) => string;
  maxLength: (max: number) => string;
  angleBrackets: string;
  semicolon: string;
  email: string;
  password: string;
  passwordsMatch: string;
  fiscalCode: string;
  phone: string;
  postcode: string;
  postcodeSM: string;
  postcodeVA: string;
  province: string;
  vat: string;
  pec: string;
  sdi: string;
  pecOrSdi: string;
}

type Messages<K extends keyof FieldMessages> = Pick<FieldMessages, K>;

/** Not empty once trimmed; a longer minimum is said as one. */
const filled = (t: Messages<'required' | 'minLength'>, min: number) =>
  z.refine<string>((value) => value.trim().length >= min, { error: (issue) => (String(issue.input).trim() === '' ? t.required : t.minLength(min)) });

/** Free text a shopper types: bounded, and never markup (product rule §5). `min: 0` makes it optional. */
export const plainText = (t: Messages<'required' | 'minLength' | 'maxLength' | 'angleBrackets'>, { max, min = 1 }: { max: number; min?: number }) =>
  z.string().check(
    ...(min > 0 ? [filled(t, min)] : []),
    z.maxLength(max, t.maxLength(max)),
    z.refine((value) => !/[<>]/.test(value), t.angleBrackets),
  );

/** Free text that refuses the semicolon too (product rule §5): names, messages to the shop. */
export const strictText = (t: Messages<'required' | 'minLength' | 'maxLength' | 'angleBrackets' | 'semicolon'>, bounds: { max: number; min?: number }) =>
  plainText(t, bounds).check(z.refine((value) => !value.includes(';'), t.semicolon));

/** A first or last name: the spec's two-character minimum. */
export const personName = (t: Messages<'required' | 'minLength' | 'maxLength' | 'angleBrackets' | 'semicolon'>, max = 60) => strictText(t, { max, min: 2 });

/** The server's e-mail rule (zod's pattern, at most 254 characters). */
export const email = (t: Messages<'required' | 'email'>) => z.string().check(z.trim(), z.minLength(1, t.required), z.maxLength(254, t.email), z.regex(z.regexes.email, t.email));

/** Product rule §5: the footer's quick box checks only text, @, text, dot, text. */
export const looseEmail = (t: Messages<'required' | 'email'>) => z.string().check(z.trim(), z.minLength(1, t.required), z.regex(/^\S+@\S+\.\S+$/, t.email));

/** Product rule §5: a new password has 8 characters, a letter, a digit and one of ! # $ % & * ? @ ^ _ -, no whitespace. */
export const newPassword = (t: Messages<'required' | 'maxLength' | 'password'>) =>
  z.string().check(z.minLength(1, t.required), z.maxLength(128, t.maxLength(128)), z.regex(passwordPattern, t.password));

/** Logging in asks only for something: the rule of the day may be newer than the customer's password. */
export const anyPassword = (t: Messages<'required' | 'maxLength'>) => z.string().check(z.minLength(1, t.required), z.maxLength(128, t.maxLength(128)));

/** A rule an empty field passes (it is optional) or fails with `required`. */
const unlessEmpty = (t: Messages<'required'>, optional: boolean, valid: (value: string) => boolean, message: string) =>
  z.string().check(
    ...(optional ? [] : [z.minLength(1, t.required)]),
    z.refine((value) => (optional && value.trim() === '') || valid(value), message),
  );

/** Product rule §5: the codice fiscale, pattern (omocodia included) and check character. */
export const fiscalCode = (t: Messages<'required' | 'fiscalCode'>, { optional = false } = {}) => unlessEmpty(t, optional, isValidFiscalCode, t.fiscalCode);

/** An Italian mobile or landline, with or without +39. */
export const phone = (t: Messages<'required' | 'phone'>, { optional = false } = {}) => unlessEmpty(t, optional, isValidPhone, t.phone);

/** The partita IVA and its check digit. */
export const vatNumber = (t: Messages<'required' | 'vat'>) => unlessEmpty(t, false, isValidVatNumber, t.vat);

type Values = Record<string, unknown>;

/** A field's rule that reads other fields of the form; `message` says what is wrong, if anything. */
const formCheck = <V extends Values>(field: keyof V & string, message: (values: V) => string | undefined) =>
  z.superRefine<V>((values, context) => {
    const said = message(values);
    if (said) context.addIssue({ code: 'custom', input: values[field], path: [field], message: said });
  });

/** Product rule §5: the repetition of a password equals it. */
export const samePasswords = <V extends Values & { password: string; repassword: string }>(t: Messages<'required' | 'passwordsMatch'>) =>
  formCheck<V>('repassword', ({ password, repassword }) => (repassword === '' ? t.required : repassword !== password ? t.passwordsMatch : undefined));

type PlaceValues = Values & { postcode: string; region_code: string; country_code: Country };

/** The CAP of the address's country, naming San Marino's and the Vatican's when a CAP of Italy is given there. */
export const postcodeOfCountry = <V extends PlaceValues>(t: Messages<'required' | 'postcode' | 'postcodeSM' | 'postcodeVA'>) =>
  formCheck<V>('postcode', ({ postcode, country_code }) => {
    if (postcode.trim() === '') return t.required;
    if (isValidPostcode(postcode, country_code)) return undefined;
    if (country_code !== 'IT' && isValidPostcode(postcode, 'IT')) return country_code === 'SM' ? t.postcodeSM : t.postcodeVA;
    return t.postcode;
  });

/** The province's sigla, asked only in Italy (San Marino and the Vatican have none). */
export const provinceInItaly = <V extends PlaceValues>(t: Messages<'required' | 'province'>) =>
  formCheck<V>('region_code', ({ region_code, country_code }) =>
    country_code !== 'IT' ? undefined : region_code.trim() === '' ? t.required : isValidProvince(region_code) ? undefined : t.province,
  );

/** What every address form of the shop asks, whatever else it asks: who, which town, its CAP and province, a phone. */
export const addressFields = (
  t: Messages<'required' | 'minLength' | 'maxLength' | 'angleBrackets' | 'semicolon' | 'phone' | 'postcode' | 'postcodeSM' | 'postcodeVA' | 'province'>,
) => ({
  firstname: personName(t),
  lastname: personName(t),
  city: plainText(t, { max: 80, min: 2 }),
  postcode: z.string(),
  region_code: z.string(),
  country_code: z.enum(SHOP_COUNTRIES),
  telephone: phone(t),
});

/** The checks of an address's place, for the form that holds `addressFields`. */
export const addressChecks = (t: Messages<'required' | 'postcode' | 'postcodeSM' | 'postcodeVA' | 'province'>) => [postcodeOfCountry(t), provinceInItaly(t)];

type InvoiceValues = Values & { pec: string; sdi: string };

/** The e-invoice goes to a PEC or an SDI code, at least one; what is given must be valid. */
export const invoiceRecipient = <V extends InvoiceValues>(t: Messages<'pec' | 'sdi' | 'pecOrSdi'>) => [
  formCheck<V>('pec', ({ pec, sdi }) => {
    if (pec.trim() === '' && sdi.trim() === '') return t.pecOrSdi;
    return pec.trim() !== '' && !isValidPec(pec.trim()) ? t.pec : undefined;
  }),
  formCheck<V>('sdi', ({ sdi }) => (sdi.trim() !== '' && !isValidSdiCode(sdi) ? t.sdi : undefined)),
];

/** The rules of a part of a form, only when the shopper asked for that part (another billing address, an invoice). */
export const when = <V extends Values>(asked: (values: V) => boolean, part: z.ZodMiniType) =>
  z.superRefine<V>((values, context) => {
    if (!asked(values)) return;
    for (const issue of part.safeParse(values).error?.issues ?? []) context.addIssue({ code: 'custom', input: values, path: issue.path, message: issue.message });
  });
