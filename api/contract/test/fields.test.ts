import * as z from 'zod/mini';
import {
  addressChecks,
  addressFields,
  anyPassword,
  email,
  fiscalCode,
  invoiceRecipient,
  looseEmail,
  newPassword,
  personName,
  phone,
  plainText,
  postcodeOfCountry,
  provinceInItaly,
  samePasswords,
  strictText,
  vatNumber,
  when,
  type FieldMessages,
} from '../src/fields';

// Each message names itself, so a test reads which rule spoke.
const t: FieldMessages = {
  required: 'required',
  minLength: (min) => `min ${min}`,
  maxLength: (max) => `max ${max}`,
  angleBrackets: 'angleBrackets',
  semicolon: 'semicolon',
  email: 'email',
  password: 'password',
  passwordsMatch: 'passwordsMatch',
  fiscalCode: 'fiscalCode',
  phone: 'phone',
  postcode: 'postcode',
  postcodeSM: 'postcodeSM',
  postcodeVA: 'postcodeVA',
  province: 'province',
  vat: 'vat',
  pec: 'pec',
  sdi: 'sdi',
  pecOrSdi: 'pecOrSdi',
};

/** The message a form shows for a value: its first issue, or undefined when it passes. */
const said = (rule: z.ZodMiniType, value: unknown) => rule.safeParse(value).error?.issues[0]?.message;
/** Each field's first message, as the form resolver keeps them. */
const saidPerField = (rule: z.ZodMiniType, values: object) => {
  const messages: Record<string, string> = {};
  for (const issue of rule.safeParse(values).error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe('the field rules of product rule §5', () => {
  it('plainText: required (or a longer minimum), bounded, never < or >; a minimum of 0 makes it optional', () => {
    const rule = plainText(t, { max: 10, min: 3 });
    expect([said(rule, '  '), said(rule, 'ab'), said(rule, 'abcdefghijk'), said(rule, 'a<b>c'), said(rule, 'Via; 1')]).toEqual([
      'required',
      'min 3',
      'max 10',
      'angleBrackets',
      undefined,
    ]);
    expect(said(plainText(t, { max: 10, min: 0 }), '')).toBeUndefined();
  });

  it('strictText: also refuses the semicolon', () => {
    expect(said(strictText(t, { max: 20 }), 'Ciao; a tutti')).toBe('semicolon');
    expect(said(strictText(t, { max: 20 }), 'Ciao a tutti')).toBeUndefined();
  });

  it('personName: at least 2 characters, at most 60 unless told, no markup nor semicolon', () => {
    expect([
      said(personName(t), ''),
      said(personName(t), 'M'),
      said(personName(t), 'x'.repeat(61)),
      said(personName(t, 100), 'x'.repeat(61)),
      said(personName(t), 'Mario'),
    ]).toEqual(['required', 'min 2', 'max 60', undefined, undefined]);
  });

  it('email: required, the server’s pattern, at most 254 characters; what is kept is trimmed', () => {
    expect([said(email(t), ' '), said(email(t), 'mario@'), said(email(t), 'mario@example'), said(email(t), `${'m'.repeat(250)}@a.it`)]).toEqual([
      'required',
      'email',
      'email',
      'email',
    ]);
    expect(email(t).parse(' mario.rossi@example.it ')).toBe('mario.rossi@example.it');
  });

  it('looseEmail: text, @, text, dot, text is enough', () => {
    expect([said(looseEmail(t), ''), said(looseEmail(t), 'mario@example'), said(looseEmail(t), 'm@x.y')]).toEqual(['required', 'email', undefined]);
  });

  it('newPassword: a letter, a digit and a special character in at least 8, no whitespace, at most 128', () => {
    expect([
      said(newPassword(t), ''),
      said(newPassword(t), 'Password1'),
      said(newPassword(t), 'Pass word_1'),
      said(newPassword(t), `A1_${'x'.repeat(126)}`),
      said(newPassword(t), 'Password_1'),
    ]).toEqual(['required', 'password', 'password', 'max 128', undefined]);
  });

  it('anyPassword: only required and bounded', () => {
    expect([said(anyPassword(t), ''), said(anyPassword(t), 'x'.repeat(129)), said(anyPassword(t), 'vecchia')]).toEqual(['required', 'max 128', undefined]);
  });

  it('fiscalCode: required unless optional, pattern and check character', () => {
    expect([said(fiscalCode(t), ''), said(fiscalCode(t), 'RSSMRA85T10A562X'), said(fiscalCode(t), 'rssmra85t10a562s')]).toEqual(['required', 'fiscalCode', undefined]);
    expect(said(fiscalCode(t, { optional: true }), ' ')).toBeUndefined();
  });

  it('phone: an Italian mobile or landline, required unless optional', () => {
    expect([said(phone(t), ''), said(phone(t), '12345'), said(phone(t), '+39 333 123 4567'), said(phone(t, { optional: true }), '')]).toEqual([
      'required',
      'phone',
      undefined,
      undefined,
    ]);
  });

  it('vatNumber: required, 11 digits and the check digit', () => {
    expect([said(vatNumber(t), ''), said(vatNumber(t), '12345678901'), said(vatNumber(t), 'IT 01114601006')]).toEqual(['required', 'vat', undefined]);
  });

  it('samePasswords: the repetition is required and equal to the password, said on the repetition', () => {
    const form = z.object({ password: z.string(), repassword: z.string() }).check(samePasswords(t));
    expect([
      saidPerField(form, { password: 'a', repassword: '' }),
      saidPerField(form, { password: 'a', repassword: 'b' }),
      saidPerField(form, { password: 'a', repassword: 'a' }),
    ]).toEqual([{ repassword: 'required' }, { repassword: 'passwordsMatch' }, {}]);
  });

  it('postcodeOfCountry: five digits, San Marino’s and the Vatican’s own, named when an Italian one is given there', () => {
    const form = z.object({ postcode: z.string(), region_code: z.string(), country_code: z.enum(['IT', 'SM', 'VA']) }).check(postcodeOfCountry(t));
    const postcode = (value: string, country: string) => saidPerField(form, { postcode: value, region_code: '', country_code: country }).postcode;
    expect([postcode('', 'IT'), postcode('2012', 'IT'), postcode('20121', 'SM'), postcode('20121', 'VA'), postcode('47891', 'SM'), postcode('20121', 'IT')]).toEqual([
      'required',
      'postcode',
      'postcodeSM',
      'postcodeVA',
      undefined,
      undefined,
    ]);
  });

  it('provinceInItaly: a sigla of Italy, and none asked elsewhere', () => {
    const form = z.object({ postcode: z.string(), region_code: z.string(), country_code: z.enum(['IT', 'SM', 'VA']) }).check(provinceInItaly(t));
    const province = (value: string, country: string) => saidPerField(form, { postcode: '', region_code: value, country_code: country }).region_code;
    expect([province('', 'IT'), province('XX', 'IT'), province('mi', 'IT'), province('', 'SM')]).toEqual(['required', 'province', undefined, undefined]);
  });

  it('invoiceRecipient: a PEC or an SDI code, at least one, each valid when given', () => {
    const form = z.object({ pec: z.string(), sdi: z.string() }).check(...invoiceRecipient(t));
    expect([
      saidPerField(form, { pec: '', sdi: '' }),
      saidPerField(form, { pec: 'ditta@', sdi: 'ab' }),
      saidPerField(form, { pec: 'ditta@pec.it', sdi: '' }),
      saidPerField(form, { pec: '', sdi: 'm5uxcr1' }),
    ]).toEqual([{ pec: 'pecOrSdi' }, { pec: 'pec', sdi: 'sdi' }, {}, {}]);
  });

  it('when: a part’s rules only when the shopper asked for it', () => {
    const invoice = z.object({ vat: vatNumber(t) });
    const form = z.custom<{ invoice: boolean; vat: string }>().check(when(({ invoice }) => invoice, invoice));
    expect([saidPerField(form, { invoice: true, vat: '123' }), saidPerField(form, { invoice: false, vat: '123' })]).toEqual([{ vat: 'vat' }, {}]);
  });

  it('addressFields and addressChecks: who, which town, its CAP and province by country, a phone', () => {
    const form = z.object(addressFields(t)).check(...addressChecks(t));
    const milan = { firstname: 'Giulia', lastname: 'Bianchi', city: 'Milano', postcode: '20121', region_code: 'MI', country_code: 'IT', telephone: '02 1234567' };
    expect(saidPerField(form, milan)).toEqual({});
    expect(saidPerField(form, { ...milan, firstname: 'G', city: 'M', postcode: '', region_code: 'XX', telephone: '1', country_code: 'IT' })).toEqual({
      firstname: 'min 2',
      city: 'min 2',
      postcode: 'required',
      region_code: 'province',
      telephone: 'phone',
    });
  });
});
