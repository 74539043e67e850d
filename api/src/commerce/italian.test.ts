import { addressError } from './italian';
import { messages } from './messages';

describe('the Italian rules of an address, with the API messages', () => {
  const good = { postcode: '20121', region_code: 'MI', country_code: 'IT' as const, telephone: '3331234567' };

  it('finds nothing wrong with a good address', () => {
    expect(addressError(good)).toBeNull();
    expect(addressError({ ...good, fiscal_code: 'RSSMRA80A01H501U' })).toBeNull();
  });

  it('names the first field that breaks a rule, with its message', () => {
    expect(addressError({ ...good, postcode: '2012', region_code: 'XX' })).toEqual({ field: 'postcode', message: messages.invalidPostcode });
    expect(addressError({ ...good, region_code: 'XX' })).toEqual({ field: 'region_code', message: messages.invalidProvince });
    expect(addressError({ ...good, region_code: null })).toEqual({ field: 'region_code', message: messages.invalidProvince });
    expect(addressError({ ...good, telephone: '999' })).toEqual({ field: 'telephone', message: messages.invalidPhone });
    expect(addressError({ ...good, fiscal_code: 'RSSMRA80A01H501A' })).toEqual({ field: 'fiscal_code', message: messages.invalidFiscalCode });
  });

  it('checks the CAP against the country and asks a province only in Italy', () => {
    expect(addressError({ ...good, country_code: 'SM', postcode: '47890', region_code: null })).toBeNull();
    expect(addressError({ ...good, country_code: 'SM', region_code: null })).toEqual({ field: 'postcode', message: messages.invalidPostcode });
  });
});
