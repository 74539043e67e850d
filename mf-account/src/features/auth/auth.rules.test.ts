import { OPEN_REDIRECT_TRICKS } from '@bottega/tooling/testing/openRedirectTricks';
import { afterLoginDestination, closedModal, initialModal, modalReducer, registerDisabled, resetLinkOf, safeReturnPath, type ModalState } from './auth.rules';

describe('login modal modes (spec §4)', () => {
  const open = (mode?: 'login' | 'register' | 'forgot') => modalReducer(closedModal, { type: 'open', mode });

  it('opens in login mode unless asked for another', () => {
    expect(open()).toMatchObject({ open: true, mode: 'login' });
    expect(open('register')).toMatchObject({ open: true, mode: 'register' });
  });

  it('clears the previous error when switching mode', () => {
    const failed = modalReducer(open(), { type: 'failed', message: 'Email o password non corretti.' });
    expect(failed.serverError).toBe('Email o password non corretti.');
    expect(modalReducer(failed, { type: 'switch', mode: 'forgot' })).toEqual({ open: true, mode: 'forgot', then: undefined, serverError: undefined, forgotEmail: undefined });
  });

  it('sends a shopper whose new account could not log in by itself to the login form, with the reason', () => {
    const state = modalReducer(open('register'), { type: 'failed', mode: 'login', message: 'Troppi tentativi, riprova tra qualche minuto.' });
    expect(state).toMatchObject({ open: true, mode: 'login', serverError: 'Troppi tentativi, riprova tra qualche minuto.' });
  });

  it('moves to thank-you after a forgot request, remembering the address', () => {
    const state = modalReducer(modalReducer(open('forgot'), { type: 'failed', message: 'x' }), { type: 'forgot-sent', email: 'a@b.it' });
    expect(state).toMatchObject({ mode: 'thanks', forgotEmail: 'a@b.it', serverError: undefined });
  });

  it('closes and returns to login mode after a successful login or register', () => {
    const registering: ModalState = { open: true, mode: 'register', then: '/it/checkout', serverError: 'x' };
    expect(modalReducer(registering, { type: 'logged-in' })).toEqual({ open: false, mode: 'login' });
  });

  it('opens fresh every time: no error from the last attempt, the mode asked for', () => {
    const stale = modalReducer(open('register'), { type: 'failed', message: 'x' });
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

describe('register button (spec §5)', () => {
  const ready = { loading: false, formValid: true, createAccount: true, privacy: true };
  it('is enabled only when the form is valid, both boxes ticked and nothing is loading', () => {
    expect(registerDisabled(ready)).toBe(false);
    expect(registerDisabled({ ...ready, loading: true })).toBe(true);
    expect(registerDisabled({ ...ready, formValid: false })).toBe(true);
    expect(registerDisabled({ ...ready, createAccount: false })).toBe(true);
    expect(registerDisabled({ ...ready, privacy: false })).toBe(true);
  });
});

describe('return paths (DESIGN.md §4)', () => {
  it.each([...OPEN_REDIRECT_TRICKS, '/it\n/x', ''])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });
  it('accepts a path of the shop', () => {
    expect(safeReturnPath('/it/checkout?step=1')).toBe('/it/checkout?step=1');
  });
});

describe('where a login leads', () => {
  const from = (pathname: string, then?: string, cartHasItems = true) => afterLoginDestination({ pathname, then, basePath: '/it', cartHasItems });

  it('goes to checkout from any page when the cart holds something (spec §4)', () => {
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
