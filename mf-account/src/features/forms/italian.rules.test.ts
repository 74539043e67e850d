import { fiscalCodeCheckCharacter, isValidFiscalCode, isValidPhone, isValidPostcode, isValidProvince } from './italian.rules';

describe('codice fiscale', () => {
  // Worked by hand with the table of reference/facts.md: the sum of RSSMRA85T10A562 is 122, 122 mod 26 = 18 → S.
  it('computes the check character over the first fifteen characters', () => {
    expect(fiscalCodeCheckCharacter('RSSMRA85T10A562')).toBe('S');
  });

  it('accepts a code whose check character matches, whatever the case and spacing typed', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidFiscalCode(' rssmra 85t10 a562s ')).toBe(true);
  });

  it('refuses a well-formed code with the wrong check character', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562T')).toBe(false);
  });

  it('accepts omocodia: a digit replaced by its letter changes the check character (2 → N gives H)', () => {
    expect(isValidFiscalCode('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidFiscalCode('RSSMRA85T10A56NS')).toBe(false);
  });

  it('refuses what does not have the pattern', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85Z10A562S')).toBe(false);
    expect(isValidFiscalCode('')).toBe(false);
  });
});

describe('addresses', () => {
  it('takes five-digit CAPs in Italy, 4789x in San Marino and only 00120 in the Vatican', () => {
    expect(isValidPostcode('20121', 'IT')).toBe(true);
    expect(isValidPostcode('2012', 'IT')).toBe(false);
    expect(isValidPostcode('47890', 'SM')).toBe(true);
    expect(isValidPostcode('20121', 'SM')).toBe(false);
    expect(isValidPostcode('00120', 'VA')).toBe(true);
    expect(isValidPostcode('00121', 'VA')).toBe(false);
  });

  it('knows the province sigle, in either case', () => {
    expect(isValidProvince('MI')).toBe(true);
    expect(isValidProvince('su')).toBe(true);
    expect(isValidProvince('XX')).toBe(false);
  });

  it('takes Italian mobiles and landlines, with or without +39 and separators', () => {
    expect(isValidPhone('333 123 4567')).toBe(true);
    expect(isValidPhone('+39 02-1234.5678')).toBe(true);
    expect(isValidPhone('0039 3331234567')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('+44 20 7946 0958')).toBe(false);
  });
});
