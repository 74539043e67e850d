import { email, fiscalCode, newPassword, personName, required, sameAs, validate } from './validation.rules';

const passwordMessage =
  'La password deve contenere almeno 8 caratteri e almeno: 1 lettera maiuscola o minuscola, 1 numero e un carattere speciale (! # $ % & * ? @ ^ _ -)';

describe('register password rule (spec §5)', () => {
  it('accepts eight characters with a letter, a digit and a special character', () => {
    expect(newPassword('Bottega#2026')).toBeUndefined();
    expect(newPassword('a1-bcdef')).toBeUndefined();
  });

  it.each([
    ['too short', 'Bo#1abc'],
    ['no digit', 'Bottega#!'],
    ['no letter', '12345678#'],
    ['no special character', 'Bottega2026'],
    ['a special character outside the list', 'Bottega2026+'],
    ['whitespace', 'Bottega #2026'],
  ])('refuses a password with %s, with the spec message', (_case, password) => {
    expect(newPassword(password)).toBe(passwordMessage);
  });

  it('asks for a password before judging it', () => {
    expect(newPassword('')).toBe('Questo campo è obbligatorio');
  });
});

describe('field rules', () => {
  it('says a required field is required, including an unticked box and blanks', () => {
    expect(required('')).toBe('Questo campo è obbligatorio');
    expect(required('   ')).toBe('Questo campo è obbligatorio');
    expect(required(false)).toBe('Questo campo è obbligatorio');
    expect(required('x')).toBeUndefined();
  });

  it('checks e-mail addresses', () => {
    expect(email('giulia@example.it')).toBeUndefined();
    expect(email('giulia@')).toBe('Indirizzo e-mail non valido');
    expect(email('')).toBe('Questo campo è obbligatorio');
  });

  it('asks for repeated passwords to match', () => {
    expect(sameAs('Bottega#2026')('Bottega#2026')).toBeUndefined();
    expect(sameAs('Bottega#2026')('Bottega#2027')).toBe('Assicurati che le password coincidano');
  });

  it('keeps names to two characters or more, without markup or semicolons', () => {
    expect(personName('Jo')).toBeUndefined();
    expect(personName('J')).toBe('Inserisci almeno 2 caratteri');
    expect(personName('<b>Jo</b>')).toBe('Il campo non può contenere i caratteri < e >');
    expect(personName('Jo;')).toBe('Il campo non può contenere il punto e virgola');
  });

  it('checks the fiscal code by its check character, not only its pattern', () => {
    expect(fiscalCode('RSSMRA85T10A562S')).toBeUndefined();
    expect(fiscalCode('RSSMRA85T10A562T')).toBe('Codice fiscale non valido');
    expect(fiscalCode('')).toBe('Questo campo è obbligatorio');
  });

  it('validates a whole form, letting a rule read the other values', () => {
    const errors = validate(
      { password: 'Bottega#2026', repassword: 'altro', note: '' },
      { password: newPassword, repassword: (value, values) => sameAs(values.password)(value) },
    );
    expect(errors).toEqual({ repassword: 'Assicurati che le password coincidano' });
  });
});
