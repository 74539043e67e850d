import {
  fiscalCodeCheckCharacter,
  isValidFiscalCode,
  isValidPec,
  isValidPhone,
  isValidPostcode,
  isValidProvince,
  isValidSdiCode,
  isValidVatNumber,
  normaliseFiscalCode,
  normaliseVatNumber,
} from '../src/italian';

describe('codice fiscale', () => {
  // Worked by hand with the position values of italian.ts: the sum of RSSMRA85T10A562 is 122, 122 mod 26 = 18 → S.
  it('computes the check character over the first fifteen characters', () => {
    expect(fiscalCodeCheckCharacter('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeCheckCharacter('RSSMRA80A01H501')).toBe('U');
  });

  it('accepts a code whose check character matches', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidFiscalCode('RSSMRA80A01H501U')).toBe(true);
  });

  it('accepts lower case and spaces anywhere, and writes the code without them', () => {
    expect(isValidFiscalCode('rssmra80a01h501u')).toBe(true);
    expect(isValidFiscalCode(' rssmra 85t10 a562s ')).toBe(true);
    expect(normaliseFiscalCode(' rssmra 85t10 a562s ')).toBe('RSSMRA85T10A562S');
  });

  it('accepts omocodia: a digit replaced by its letter changes the check character (2 → N gives H)', () => {
    expect(isValidFiscalCode('RSSMRA85T10A56NH')).toBe(true);
    expect(isValidFiscalCode('RSSMRA85T10A56NS')).toBe(false);
  });

  it('refuses a well-formed code with the wrong check character', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562T')).toBe(false);
    expect(isValidFiscalCode('RSSMRA80A01H501A')).toBe(false);
  });

  it('refuses a month letter that is not one of ABCDEHLMPRST', () => {
    const wrongMonth = 'RSSMRA85Z10A562';
    expect(isValidFiscalCode(wrongMonth + fiscalCodeCheckCharacter(wrongMonth))).toBe(false);
  });

  it('refuses a code that is too short, or empty', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidFiscalCode('')).toBe(false);
  });
});

describe('partita IVA', () => {
  it('accepts eleven digits with the right check digit', () => {
    expect(isValidVatNumber('12345678903')).toBe(true);
    expect(isValidVatNumber('01234567897')).toBe(true);
  });

  it('accepts the IT prefix, in either case, and spaces; stores neither', () => {
    expect(isValidVatNumber('IT 12345678903')).toBe(true);
    expect(isValidVatNumber('it01234567897')).toBe(true);
    expect(isValidVatNumber(' 0123 456 7897 ')).toBe(true);
    expect(normaliseVatNumber('IT 0123 456 7897')).toBe('01234567897');
  });

  it('refuses a wrong check digit', () => {
    expect(isValidVatNumber('12345678901')).toBe(false);
    expect(isValidVatNumber('01234567890')).toBe(false);
  });

  it('refuses ten or twelve digits, letters, and all zeros', () => {
    expect(isValidVatNumber('1234567890')).toBe(false);
    expect(isValidVatNumber('123456789031')).toBe(false);
    expect(isValidVatNumber('1234567890A')).toBe(false);
    expect(isValidVatNumber('00000000000')).toBe(false);
  });
});

describe('CAP', () => {
  it('takes any five digits in Italy', () => {
    expect(isValidPostcode('20121', 'IT')).toBe(true);
    expect(isValidPostcode('00120', 'IT')).toBe(true);
    expect(isValidPostcode(' 20121 ', 'IT')).toBe(true);
    expect(isValidPostcode('2012', 'IT')).toBe(false);
    expect(isValidPostcode('201211', 'IT')).toBe(false);
    expect(isValidPostcode('2012A', 'IT')).toBe(false);
  });

  it('takes only 47890–47899 in San Marino', () => {
    expect(isValidPostcode('47890', 'SM')).toBe(true);
    expect(isValidPostcode('47899', 'SM')).toBe(true);
    expect(isValidPostcode('47900', 'SM')).toBe(false);
    expect(isValidPostcode('20121', 'SM')).toBe(false);
  });

  it('takes only 00120 in the Vatican', () => {
    expect(isValidPostcode('00120', 'VA')).toBe(true);
    expect(isValidPostcode('00121', 'VA')).toBe(false);
  });
});

describe('province', () => {
  it('knows the sigle, old and new Sardinian ones included, in either case and with spaces around', () => {
    expect(isValidProvince('MI')).toBe(true);
    expect(isValidProvince('su')).toBe(true);
    expect(isValidProvince('OT')).toBe(true);
    expect(isValidProvince(' rm ')).toBe(true);
  });

  it('refuses what is not a sigla', () => {
    expect(isValidProvince('XX')).toBe(false);
    expect(isValidProvince('MIL')).toBe(false);
    expect(isValidProvince('')).toBe(false);
  });
});

describe('telephone', () => {
  it('takes mobiles and landlines with +39 or 0039', () => {
    expect(isValidPhone('+39 333 123 4567')).toBe(true);
    expect(isValidPhone('+39 02-1234.5678')).toBe(true);
    expect(isValidPhone('0039 3331234567')).toBe(true);
    expect(isValidPhone('0039.333.123.4567')).toBe(true);
  });

  it('takes landlines starting with 0 and mobiles starting with 3, separators ignored', () => {
    expect(isValidPhone('02 1234567')).toBe(true);
    expect(isValidPhone('06/1234567')).toBe(true);
    expect(isValidPhone('333 1234567')).toBe(true);
    expect(isValidPhone('333123456')).toBe(true);
  });

  it('refuses foreign numbers, short numbers, other leading digits and letters', () => {
    expect(isValidPhone('+44 20 7946 0958')).toBe(false);
    expect(isValidPhone('+44 7700 900123')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('33312345')).toBe(false);
    expect(isValidPhone('5551234567')).toBe(false);
    expect(isValidPhone('333 12a 4567')).toBe(false);
  });
});

describe('PEC', () => {
  it('is an e-mail address in form', () => {
    expect(isValidPec('fatture@pec.sartoria.it')).toBe(true);
    expect(isValidPec('fatture@pec')).toBe(false);
    expect(isValidPec('fatture pec@sartoria.it')).toBe(false);
    expect(isValidPec('<fatture>@pec.sartoria.it')).toBe(false);
    expect(isValidPec('fatture@pec.i')).toBe(false);
  });
});

describe('codice SDI', () => {
  it('is seven letters or digits, in either case', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true);
    expect(isValidSdiCode(' m5uxcr1 ')).toBe(true);
    expect(isValidSdiCode('0000000')).toBe(true);
  });

  it('refuses other lengths and other characters', () => {
    expect(isValidSdiCode('ABC')).toBe(false);
    expect(isValidSdiCode('M5UXCR12')).toBe(false);
    expect(isValidSdiCode('M5UX-R1')).toBe(false);
  });
});
