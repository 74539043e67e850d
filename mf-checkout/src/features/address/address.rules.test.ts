import { messagesOf } from '@bottega/test-kit/forms';
import { addressForm, emptyAddress, fromCartAddress, toAddressInput, type AddressValues } from './address.rules';

const validateAddress = (values: AddressValues) => messagesOf(addressForm, values);
const postcodeError = (postcode: string, country_code: AddressValues['country_code']) => validateAddress({ ...milan, postcode, country_code }).postcode;

const milan: AddressValues = {
  firstname: 'Giulia',
  lastname: 'Bianchi',
  street: 'Via Roma 12',
  city: 'Milano',
  postcode: '20121',
  region_code: 'mi',
  country_code: 'IT',
  telephone: '+39 333 123 4567',
};

describe('Italian shipping address', () => {
  it('accepts a complete address in Milan', () => {
    expect(validateAddress(milan)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(validateAddress(emptyAddress)).toEqual({
      firstname: 'Questo campo è obbligatorio',
      lastname: 'Questo campo è obbligatorio',
      street: 'Questo campo è obbligatorio',
      city: 'Questo campo è obbligatorio',
      postcode: 'Questo campo è obbligatorio',
      region_code: 'Questo campo è obbligatorio',
      telephone: 'Questo campo è obbligatorio',
    });
  });

  it('refuses markup in names and streets, and semicolons in names (a street may have one, as the API takes it)', () => {
    const errors = validateAddress({ ...milan, firstname: '<b>Giulia</b>', lastname: 'Bianchi;', street: 'Via <Roma> 12' });
    expect(errors.firstname).toBe('Il campo non può contenere i caratteri < e >');
    expect(errors.lastname).toBe('Il campo non può contenere il punto e virgola');
    expect(errors.street).toBe('Il campo non può contenere i caratteri < e >');
    expect(validateAddress({ ...milan, street: 'Via Roma 12; scala B' })).toEqual({});
  });

  it('checks the CAP against the country', () => {
    expect(postcodeError('2012', 'IT')).toBe('CAP non valido');
    expect(postcodeError('4789', 'SM')).toBe('CAP non valido');
    expect(postcodeError('20121', 'IT')).toBeUndefined();
    expect(postcodeError('47890', 'SM')).toBeUndefined();
    expect(postcodeError('20121', 'SM')).toBe('CAP non valido: a San Marino va da 47890 a 47899');
    expect(postcodeError('00120', 'VA')).toBeUndefined();
    expect(postcodeError('00121', 'VA')).toBe('CAP non valido: per la Città del Vaticano è 00120');
  });

  it('asks for a real province sigla only in Italy', () => {
    expect(validateAddress({ ...milan, region_code: 'XX' }).region_code).toBe('Provincia non valida: indica la sigla di due lettere (es. MI)');
    expect(validateAddress({ ...milan, country_code: 'SM', postcode: '47890', region_code: '' })).toEqual({});
  });

  it('follows the Italian phone rule', () => {
    expect(validateAddress({ ...milan, telephone: '0039.333.123.4567' })).toEqual({});
    expect(validateAddress({ ...milan, telephone: '555' }).telephone).toBe('Numero di telefono non valido');
  });

  it('sends the province in capitals and only for Italy', () => {
    expect(toAddressInput(milan)).toEqual({
      firstname: 'Giulia',
      lastname: 'Bianchi',
      street: ['Via Roma 12'],
      city: 'Milano',
      postcode: '20121',
      region_code: 'MI',
      country_code: 'IT',
      telephone: '+39 333 123 4567',
    });
    expect(toAddressInput({ ...milan, country_code: 'SM', region_code: 'MI' })).not.toHaveProperty('region_code');
  });

  it('fills the form back from the address on the cart', () => {
    const input = toAddressInput(milan);
    expect(fromCartAddress({ ...input, company: null, region_code: 'MI', fiscal_code: null })).toEqual({ ...milan, region_code: 'MI' });
    expect(fromCartAddress(null)).toEqual(emptyAddress);
  });
});
