import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { sessionExpiry } from '@bottega/test-kit/session';
import { fill } from '@bottega/test-kit/fill';
import { ResetPasswordPage } from './ResetPasswordPage';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const link = '?token=t0k3n&email=giulia%40example.it';

afterEach(() => Cookies.remove('customer_expires'));

describe('reset password page', () => {
  it('holds the new password to the register rule and asks for it twice', async () => {
    const calls = fakeApi({});
    const user = userEvent.setup();
    renderFragment(ResetPasswordPage, { query: link });
    await fill(user, field('Nuova password'), 'corta');
    await fill(user, field('Ripeti la nuova password'), 'altra');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(screen.getByText(/^La password deve contenere almeno 8 caratteri/)).toBeTruthy();
    expect(screen.getByText('Assicurati che le password coincidano')).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('sets the password with the link’s token, then offers the login modal', async () => {
    const calls = fakeApi({ resetPassword: () => ({ result: true }) });
    const user = userEvent.setup();
    const { published } = renderFragment(ResetPasswordPage, { query: link });
    expect(screen.getByText(/giulia@example\.it/)).toBeTruthy();
    await fill(user, field('Nuova password'), 'Bottega#2027');
    await fill(user, field('Ripeti la nuova password'), 'Bottega#2027');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('Password aggiornata')).toBeTruthy();
    expect(calls('resetPassword')[0]).toEqual([{ email: 'giulia@example.it', token: 't0k3n', newPassword: 'Bottega#2027' }]);
    expect(published.some((event) => event.name === 'account:changed')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Accedi' }));
    expect(published.at(-1)).toEqual({ name: 'account:open-login', payload: { v: 1, mode: 'login', then: undefined } });
  });

  it('tells every team that a shopper logged in on this browser is logged out by the new password', async () => {
    fakeApi({ resetPassword: () => ({ result: true }) });
    Cookies.set('customer_expires', sessionExpiry());
    const user = userEvent.setup();
    const { published } = renderFragment(ResetPasswordPage, { query: link });
    await fill(user, field('Nuova password'), 'Bottega#2027');
    await fill(user, field('Ripeti la nuova password'), 'Bottega#2027');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    await waitFor(() => expect(published.find((event) => event.name === 'account:changed')?.payload).toEqual({ v: 1, loggedIn: false }));
  });

  it('shows why an expired link failed and offers a new one', async () => {
    fakeApi({
      resetPassword: () => {
        throw apiError(400, 'Il link per reimpostare la password non è valido o è scaduto. Richiedine uno nuovo.');
      },
    });
    const user = userEvent.setup();
    const { published } = renderFragment(ResetPasswordPage, { query: link });
    await fill(user, field('Nuova password'), 'Bottega#2027');
    await fill(user, field('Ripeti la nuova password'), 'Bottega#2027');
    await user.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/non è valido o è scaduto/));
    await user.click(screen.getByRole('link', { name: 'Richiedi un nuovo link' }));
    expect(published.at(-1)?.payload).toMatchObject({ mode: 'forgot' });
  });

  it('explains a link without token or address instead of showing a form that cannot work', () => {
    fakeApi({});
    renderFragment(ResetPasswordPage, { query: '?email=giulia%40example.it' });
    expect(screen.queryByRole('button', { name: 'Salva la nuova password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeTruthy();
  });
});
