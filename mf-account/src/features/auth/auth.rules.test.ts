import { messagesOf } from '@bottega/test-kit/forms';
import { OPEN_REDIRECT_TRICKS } from '@bottega/test-kit/openRedirectTricks';
import {
  afterLoginDestination,
  closedModal,
  forgotForm,
  initialModal,
  loginForm,
  modalReducer,
  registerDisabled,
  registerForm,
  resetForm,
  resetLinkOf,
  safeReturnPath,
  type ModalState,
} from './auth.rules';

describe('login modal modes (product rule §4)', () => {
  const open = (mode?: 'login' | 'register' | 'forgot') => modalReducer(closedModal, { type: 'open', mode });

  it('opens in login mode unless asked for another', () => {
    expect(open()).toMatchObject({ open: true, mode: 'login' });
    expect(open('register')).toMatchObject({ open: true, mode: 'register' });
  });

  it('clears the previous error when switching mode', () => {
    const failed = modalReducer(open(), { type: 'failed', mode: 'login', message: 'Email o password non corretti.' });
    expect(failed.serverError).toBe('Email o password non corretti.');
    expect(modalReducer(failed, { type: 'switch', mode: 'forgot' })).toEqual({ open: true, mode: 'forgot', then: undefined, serverError: undefined, forgotEmail: undefined });
  });

  it('keeps the form of a failed attempt, with the reason', () => {
    const state = modalReducer(open('register'), { type: 'failed', mode: 'register', message: 'Troppi tentativi, riprova tra qualche minuto.' });
    expect(state).toMatchObject({ open: true, mode: 'register', serverError: 'Troppi tentativi, riprova tra qualche minuto.' });
  });

  it('shows an answer only under the form that asked for it', () => {
    const registering = modalReducer(open(), { type: 'switch', mode: 'register' });
    expect(modalReducer(registering, { type: 'failed', mode: 'login', message: 'Email o password non corretti.' })).toBe(registering);
    const backToLogin = modalReducer(open('forgot'), { type: 'switch', mode: 'login' });
    expect(modalReducer(backToLogin, { type: 'forgot-sent', email: 'a@b.it' })).toBe(backToLogin);
    expect(modalReducer(closedModal, { type: 'failed', mode: 'login', message: 'x' })).toBe(closedModal);
  });

  it('moves to thank-you after a forgot request, remembering the address', () => {
    const state = modalReducer(modalReducer(open('forgot'), { type: 'failed', mode: 'forgot', message: 'x' }), { type: 'forgot-sent', email: 'a@b.it' });
    expect(state).toMatchObject({ mode: 'thanks', forgotEmail: 'a@b.it', serverError: undefined });
  });

  it('closes and returns to login mode after a successful login or register', () => {
    const registering: ModalState = { open: true, mode: 'register', then: '/it/checkout', serverError: 'x' };
    expect(modalReducer(registering, { type: 'logged-in' })).toEqual({ open: false, mode: 'login' });
  });

  it('opens fresh every time: no error from the last attempt, the mode asked for', () => {
    const stale = modalReducer(open('register'), { type: 'failed', mode: 'register', message: 'x' });
    expect(modalReducer(modalReducer(stale, { type: 'close' }), { type: 'open' })).toEqual({ open: true, mode: 'login', then: undefined });
  });

  it('starts from the shell params when mounted for an open command', () => {
    expect(initialModal({ open: 'true', mode: 'forgot' })).toMatchObject({ open: true, mode: 'forgot' });
    expect(initialModal({ open: 'true', mode: 'thanks' })).toMatchObject({ open: true, mode: 'login' });
    expect(initialModal({})).toEqual(closedModal);
  });

  it('keeps only same-origin return paths', () => {
    expect(modalReducer(closedModal, { type: 'open', then: '/it/my-account/cronologia-ordini' }).then).toBe('/it/my-account/cronologia-ordini');
    expect(modalReducer(closedModal, { type: 'open', then: 'https://evil.example' }).then).toBeUndefined();
  });
});

describe('register button (product rule §5)', () => {
  const ready = { loading: false, formValid: true, createAccount: true, privacy: true };
  it('is enabled only when the form is valid, both boxes ticked and nothing is loading', () => {
    expect(registerDisabled(ready)).toBe(false);
    expect(registerDisabled({ ...ready, loading: true })).toBe(true);
    expect(registerDisabled({ ...ready, formValid: false })).toBe(true);
    expect(registerDisabled({ ...ready, createAccount: false })).toBe(true);
    expect(registerDisabled({ ...ready, privacy: false })).toBe(true);
  });
});

describe('return paths (docs/architecture.md §4)', () => {
  it.each([...OPEN_REDIRECT_TRICKS, '/it\n/x', ''])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });
  it('accepts a path of the shop', () => {
    expect(safeReturnPath('/it/checkout?step=1')).toBe('/it/checkout?step=1');
  });
});

describe('where a login leads', () => {
  const from = (pathname: string, then?: string, cartHasItems = true) => afterLoginDestination({ pathname, then, basePath: '/it', cartHasItems });

  it('goes to checkout from any page when the cart holds something (product rule §4)', () => {
    expect(from('/it/cart')).toBe('/it/checkout');
    expect(from('/it/p/maglione-lana')).toBe('/it/checkout');
    expect(from('/it')).toBe('/it/checkout');
  });

  it('stays on the page with an empty cart, where checkout has nothing to do', () => {
    expect(from('/it/p/maglione-lana', undefined, false)).toBeNull();
    expect(from('/it/cart', undefined, false)).toBeNull();
  });

  it('leaves a checkout page to the checkout, which follows the login itself', () => {
    expect(from('/it/checkout/user-account')).toBeNull();
    expect(from('/it/Checkout/UserAccount')).toBeNull();
  });

  it('follows the opener’s own destination when it is a path of the shop', () => {
    expect(from('/it', '/it/my-account/cronologia-ordini', false)).toBe('/it/my-account/cronologia-ordini');
    expect(from('/it/cart', '//evil.example')).toBe('/it/checkout');
  });
});

describe('reset link', () => {
  it('reads token and address from the query string', () => {
    expect(resetLinkOf('?token=abc&email=giulia%40example.it', {})).toEqual({ token: 'abc', email: 'giulia@example.it' });
  });
  it('is missing when either is absent', () => {
    expect(resetLinkOf('?token=abc', {})).toBeNull();
    expect(resetLinkOf('', {})).toBeNull();
  });
});

const passwordMessage = 'La password deve contenere almeno 8 caratteri e almeno: 1 lettera maiuscola o minuscola, 1 numero e un carattere speciale (! # $ % & * ? @ ^ _ -)';

const registration = {
  email: 'giulia@example.it',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  tax_code: 'RSSMRA85T10A562S',
  password: 'Bottega#2026',
  repassword: 'Bottega#2026',
  is_subscribed: false,
  createAccount: true,
  privacy: true,
};
const registering = (values: Partial<typeof registration>) => messagesOf(registerForm, { ...registration, ...values });

describe('the register password rule (product rule §5)', () => {
  it('accepts eight characters with a letter, a digit and a special character', () => {
    expect(registering({})).toEqual({});
    expect(registering({ password: 'a1-bcdef', repassword: 'a1-bcdef' })).toEqual({});
  });

  it.each([
    ['too short', 'Bo#1abc'],
    ['no digit', 'Bottega#!'],
    ['no letter', '12345678#'],
    ['no special character', 'Bottega2026'],
    ['a special character outside the list', 'Bottega2026+'],
    ['whitespace', 'Bottega #2026'],
  ])('refuses a password with %s, with the spec message', (_case, password) => {
    expect(registering({ password, repassword: password })).toEqual({ password: passwordMessage });
  });

  it('asks for a password before judging it, and for its repetition to match', () => {
    expect(registering({ password: '' }).password).toBe('Questo campo è obbligatorio');
    expect(registering({ repassword: 'Bottega#2027' })).toEqual({ repassword: 'Assicurati che le password coincidano' });
  });
});

describe('the account’s forms speak Italian (product rule §5)', () => {
  it('says a required field is required, blanks included', () => {
    expect(messagesOf(loginForm, { email: '   ', password: '', is_subscribed: false })).toEqual({ email: 'Questo campo è obbligatorio', password: 'Questo campo è obbligatorio' });
  });

  it('checks e-mail addresses', () => {
    expect(messagesOf(forgotForm, { email: 'giulia@' })).toEqual({ email: 'Indirizzo e-mail non valido' });
    expect(messagesOf(forgotForm, { email: 'giulia@example.it' })).toEqual({});
  });

  it('keeps names to two characters or more, without markup or semicolons', () => {
    expect([registering({ firstName: 'J' }), registering({ firstName: '<b>Jo</b>' }), registering({ lastName: 'Jo;' })]).toEqual([
      { firstName: 'Inserisci almeno 2 caratteri' },
      { firstName: 'Il campo non può contenere i caratteri < e >' },
      { lastName: 'Il campo non può contenere il punto e virgola' },
    ]);
  });

  it('checks the fiscal code by its check character, not only its pattern', () => {
    expect(registering({ tax_code: 'RSSMRA85T10A562T' })).toEqual({ tax_code: 'Codice fiscale non valido' });
    expect(registering({ tax_code: '' })).toEqual({ tax_code: 'Questo campo è obbligatorio' });
  });

  it('asks a new password on the reset page by the same rule, repeated', () => {
    expect(messagesOf(resetForm, { password: 'Bottega2026', repassword: 'Bottega2026' })).toEqual({ password: passwordMessage });
  });
});
