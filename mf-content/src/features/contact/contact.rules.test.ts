import { validateContact } from './contact.rules';

describe('contact form (spec §5)', () => {
  const filled = { name: 'Giulia Rossi', email: 'giulia@example.it', telephone: '', comment: 'Vorrei cambiare la taglia del mio ordine.' };

  it('needs a name, an e-mail and a message; the phone is optional', () => {
    expect(validateContact(filled)).toEqual({});
    expect(validateContact({ name: '', email: '', telephone: '', comment: '' })).toEqual({
      name: 'Questo campo è obbligatorio',
      email: 'Questo campo è obbligatorio',
      comment: 'Questo campo è obbligatorio',
    });
  });

  it('checks the e-mail and the phone number when given', () => {
    expect(validateContact({ ...filled, email: 'giulia@example' }).email).toBe('Inserisci un indirizzo email valido');
    expect(validateContact({ ...filled, telephone: '12' }).telephone).toBe('Numero di telefono non valido');
    expect(validateContact({ ...filled, telephone: '+39 333 1234567' }).telephone).toBeUndefined();
  });

  it('refuses < > and ; in free text', () => {
    expect(validateContact({ ...filled, comment: '<script>alert(1)</script>' }).comment).toBe('Il campo non può contenere i caratteri < e >');
    expect(validateContact({ ...filled, name: 'Giulia; Rossi' }).name).toBe('Il campo non può contenere il punto e virgola');
    expect(validateContact({ ...filled, comment: 'Ciao; grazie' }).comment).toBe('Il campo non può contenere il punto e virgola');
  });
});
