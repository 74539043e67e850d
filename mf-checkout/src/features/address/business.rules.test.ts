import { messagesOf } from '@bottega/test-kit/forms';
import { businessForm, toBusinessData, type BusinessValues } from './business.rules';

const validateBusiness = (values: BusinessValues) => messagesOf(businessForm, values);

const company = { company: 'Sartoria Bianchi srl', vat: 'IT 01234567897', pec: '', sdi: 'm5uxcr1' };

describe('invoice to a company', () => {
  it('checks the partita IVA by its check digit', () => {
    expect(validateBusiness({ ...company, vat: '01234567890' }).vat).toBe('Partita IVA non valida');
  });

  it('asks for a PEC or an SDI code, and checks the one given', () => {
    expect(validateBusiness({ ...company, sdi: '' }).pec).toBe('Indica la PEC oppure il codice SDI per la fattura elettronica');
    expect(validateBusiness({ ...company, sdi: '', pec: 'fatture@pec' }).pec).toBe('Indirizzo PEC non valido');
    expect(validateBusiness({ ...company, sdi: 'ABC' }).sdi).toBe('Codice SDI non valido: 7 lettere o cifre');
    expect(validateBusiness(company)).toEqual({});
    expect(validateBusiness({ ...company, sdi: '', pec: 'fatture@pec.sartoria.it' })).toEqual({});
  });

  it('refuses markup in the company name', () => {
    expect(validateBusiness({ ...company, company: '<script>' }).company).toBe('Il campo non può contenere i caratteri < e >');
  });

  it('sends the VAT number without prefix and only the recipient given', () => {
    expect(toBusinessData(company)).toEqual({ company: 'Sartoria Bianchi srl', vat_number: '01234567897', sdi_code: 'M5UXCR1' });
  });
});
