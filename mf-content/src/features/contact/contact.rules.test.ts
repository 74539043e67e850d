import { messagesOf } from '@bottega/test-kit/forms';
import { contactForm, type ContactValues } from './contact.rules';

const validateContact = (values: ContactValues) => messagesOf(contactForm, values);

describe('contact form (product rule §5)', () => {
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
    for (const bad of ['giulia', 'giulia@', 'giulia@example', 'giulia @example.it', 'a@b.c'])
      expect(validateContact({ ...filled, email: bad }).email).toBe('Inserisci un indirizzo email valido');
    for (const good of ['333 123 4567', '+39 333 1234567', '06 1234567', '02-12345678']) expect(validateContact({ ...filled, telephone: good })).toEqual({});
    for (const bad of ['12345', '+39 12', 'telefono', '333 12a 4567']) expect(validateContact({ ...filled, telephone: bad }).telephone).toBe('Numero di telefono non valido');
  });

  it('bounds the text to what the server takes', () => {
    expect(validateContact({ ...filled, comment: 'x'.repeat(2001) }).comment).toBe('Inserisci al massimo 2000 caratteri');
  });

  it('refuses < > and ; in free text', () => {
    expect(validateContact({ ...filled, comment: '<script>alert(1)</script>' }).comment).toBe('Il campo non può contenere i caratteri < e >');
    expect(validateContact({ ...filled, name: 'Giulia; Rossi' }).name).toBe('Il campo non può contenere il punto e virgola');
    expect(validateContact({ ...filled, comment: 'Ciao; grazie' }).comment).toBe('Il campo non può contenere il punto e virgola');
  });
});
