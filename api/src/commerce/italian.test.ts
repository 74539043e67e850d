import { addressError, fiscalCodeCheckCharacter, isValidFiscalCode, isValidPhone, isValidPostcode, isValidVatNumber } from './italian';

describe('codice fiscale', () => {
  it('accepts a code whose check character matches', () => {
    expect(isValidFiscalCode('RSSMRA80A01H501U')).toBe(true);
    expect(fiscalCodeCheckCharacter('RSSMRA80A01H501')).toBe('U');
  });

  it('accepts lower case and an omocodia variant with its own check character', () => {
    expect(isValidFiscalCode('rssmra80a01h501u')).toBe(true);
    const omocode = 'RSSMRA80A01H50M';
    expect(isValidFiscalCode(omocode + fiscalCodeCheckCharacter(omocode))).toBe(true);
  });

  it('refuses a wrong check character and a broken pattern', () => {
    expect(isValidFiscalCode('RSSMRA80A01H501A')).toBe(false);
    expect(isValidFiscalCode('RSSMRA80Z01H501U')).toBe(false);
    expect(isValidFiscalCode('RSSMRA80A01H501')).toBe(false);
  });
});

describe('partita IVA', () => {
  it('accepts eleven digits with the right check digit, with or without IT', () => {
    expect(isValidVatNumber('12345678903')).toBe(true);
    expect(isValidVatNumber('IT 12345678903')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and all zeros', () => {
    expect(isValidVatNumber('12345678901')).toBe(false);
    expect(isValidVatNumber('1234567890')).toBe(false);
    expect(isValidVatNumber('00000000000')).toBe(false);
  });
});

describe('addresses', () => {
  it('checks the CAP per country', () => {
    expect(isValidPostcode('20121', 'IT')).toBe(true);
    expect(isValidPostcode('2012', 'IT')).toBe(false);
    expect(isValidPostcode('47890', 'SM')).toBe(true);
    expect(isValidPostcode('20121', 'SM')).toBe(false);
    expect(isValidPostcode('00120', 'VA')).toBe(true);
  });

  it('accepts Italian mobiles and landlines with an optional +39', () => {
    expect(isValidPhone('+39 333 123 4567')).toBe(true);
    expect(isValidPhone('02 1234567')).toBe(true);
    expect(isValidPhone('0039 3331234567')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('+44 7700 900123')).toBe(false);
  });

  it('names the first field that breaks a rule', () => {
    const good = { postcode: '20121', region_code: 'MI', country_code: 'IT' as const, telephone: '3331234567' };
    expect(addressError(good)).toBeNull();
    expect(addressError({ ...good, region_code: 'XX' })?.field).toBe('region_code');
    expect(addressError({ ...good, telephone: '999' })?.field).toBe('telephone');
    expect(addressError({ ...good, fiscal_code: 'RSSMRA80A01H501A' })?.field).toBe('fiscal_code');
    // Outside Italy there is no province.
    expect(addressError({ ...good, country_code: 'SM', postcode: '47890', region_code: null })).toBeNull();
  });
});
