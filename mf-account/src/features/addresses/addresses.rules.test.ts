import { messagesOf } from '@bottega/test-kit/forms';
import { addressForm, addressLine, draftOf, emptyAddress, type AddressValues } from './addresses.rules';

const milan: AddressValues = {
  ...emptyAddress,
  firstname: 'Giulia',
  lastname: 'Bianchi',
  street1: 'Via Torino 12',
  city: 'Milano',
  postcode: '20123',
  region_code: 'mi',
  telephone: '+39 333 1234567',
};

describe('address form', () => {
  it('accepts a complete Italian address', () => {
    expect(messagesOf(addressForm, milan)).toEqual({});
  });

  it('checks CAP, province and phone the Italian way', () => {
    expect(messagesOf(addressForm, { ...milan, postcode: '2012', region_code: 'XX', telephone: '12345' })).toEqual({
      postcode: 'CAP non valido',
      region_code: 'Provincia non valida: indica la sigla di due lettere (es. MI)',
      telephone: 'Numero di telefono non valido',
    });
  });

  it('asks no province outside Italy, and holds San Marino to its own CAPs', () => {
    expect(messagesOf(addressForm, { ...milan, country_code: 'SM', region_code: '', postcode: '47890', city: 'San Marino' })).toEqual({});
    expect(messagesOf(addressForm, { ...milan, country_code: 'SM', region_code: '' })).toEqual({ postcode: 'CAP non valido: a San Marino va da 47890 a 47899' });
  });

  it('checks an optional fiscal code only when given', () => {
    expect(messagesOf(addressForm, { ...milan, fiscal_code: 'RSSMRA85T10A562T' })).toEqual({ fiscal_code: 'Codice fiscale non valido' });
  });

  it('sends trimmed values, an uppercase province and no empty optional fields', () => {
    expect(draftOf({ ...milan, street2: '  ', company: '', fiscal_code: 'rssmra85t10a562s' })).toEqual({
      firstname: 'Giulia',
      lastname: 'Bianchi',
      company: undefined,
      street: ['Via Torino 12'],
      city: 'Milano',
      postcode: '20123',
      region_code: 'MI',
      country_code: 'IT',
      telephone: '+39 333 1234567',
      fiscal_code: 'RSSMRA85T10A562S',
      default_shipping: false,
      default_billing: false,
    });
    expect(draftOf({ ...milan, country_code: 'VA', postcode: '00120' }).region_code).toBeUndefined();
  });

  it('writes an address on one line', () => {
    expect(
      addressLine({
        id: 1,
        firstname: 'G',
        lastname: 'B',
        company: null,
        street: ['Via Torino 12', 'Scala B'],
        city: 'Milano',
        postcode: '20123',
        region_code: 'MI',
        country_code: 'IT',
        telephone: '',
        fiscal_code: null,
        default_shipping: false,
        default_billing: false,
      }),
    ).toBe('Via Torino 12, Scala B, 20123 Milano (MI)');
  });
});
