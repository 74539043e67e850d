import { check, email, isValid, looseEmail, maxLength, noAngleBrackets, noSemicolon, required, telephone, validate } from './validation.rules';

describe('form rules of spec §5', () => {
  it('asks for a value in a required field, ignoring blanks', () => {
    expect(required('')).toBe('Questo campo è obbligatorio');
    expect(required('   ')).toBe('Questo campo è obbligatorio');
    expect(required('Giulia')).toBeUndefined();
  });

  it('accepts a real e-mail and refuses a malformed one', () => {
    expect(email('giulia.rossi@example.it')).toBeUndefined();
    for (const bad of ['giulia', 'giulia@', 'giulia@example', 'giulia @example.it', 'a@b.c']) {
      expect(email(bad)).toBe('Inserisci un indirizzo email valido');
    }
  });

  it('lets the footer box through with the loose text@text.text pattern only', () => {
    expect(looseEmail('a@b.c')).toBeUndefined();
    expect(looseEmail('a@b')).toBe('Inserisci un indirizzo email valido');
    expect(looseEmail('ab.c')).toBe('Inserisci un indirizzo email valido');
  });

  it('accepts Italian mobile and landline numbers, with or without +39 and spaces', () => {
    for (const good of ['333 123 4567', '+39 333 1234567', '06 1234567', '02-12345678', '']) expect(telephone(good)).toBeUndefined();
    for (const bad of ['12345', '+39 12', 'telefono', '333 12a 4567']) expect(telephone(bad)).toBe('Numero di telefono non valido');
  });

  it('refuses markup characters and semicolons', () => {
    expect(noAngleBrackets('<script>')).toBe('Il campo non può contenere i caratteri < e >');
    expect(noAngleBrackets('ciao > tutti')).toBeDefined();
    expect(noAngleBrackets('Buongiorno')).toBeUndefined();
    expect(noSemicolon('Rossi; DROP')).toBe('Il campo non può contenere il punto e virgola');
    expect(noSemicolon('Rossi')).toBeUndefined();
  });

  it('bounds the length', () => {
    expect(maxLength(3)('abcd')).toBe('Inserisci al massimo 3 caratteri');
    expect(maxLength(3)('abc')).toBeUndefined();
  });

  it('reports the first failing rule of each field', () => {
    expect(check('', [required, email])).toBe('Questo campo è obbligatorio');
    const errors = validate({ name: '', mail: 'x@y' }, { name: [required], mail: [required, email] });
    expect(errors).toEqual({ name: 'Questo campo è obbligatorio', mail: 'Inserisci un indirizzo email valido' });
    expect(isValid(errors)).toBe(false);
    expect(isValid(validate({ name: 'Giulia' }, { name: [required] }))).toBe(true);
  });
});
