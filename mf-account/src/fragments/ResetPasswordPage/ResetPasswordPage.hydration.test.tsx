import { fireEvent, waitFor } from '@testing-library/react';
import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import ResetPasswordPage from './index';

const link = { query: '?email=marco%40example.it&token=abc123' };

describe('the reset password page over the server’s HTML', () => {
  it('keeps both passwords typed before its code arrived, and checks them on submit', async () => {
    const page = await hydrateOnPage(await renderOnServer(ResetPasswordPage, 'ResetPasswordPage', {}, link), {
      before: (slot) => {
        const [password, again] = slot.querySelectorAll<HTMLInputElement>('input[type="password"]');
        password.value = 'Nuova_Password9';
        again.value = 'Nuova_Password8';
      },
    });
    expect(page).toMatchObject({ kept: true, errors: [] });
    const [password, again] = page.domElement.querySelectorAll<HTMLInputElement>('input[type="password"]');
    fireEvent.submit(page.domElement.querySelector('form')!);
    await waitFor(() => expect(page.domElement.textContent).toContain('Assicurati che le password coincidano'));
    expect(password.value).toBe('Nuova_Password9');
    expect(again.value).toBe('Nuova_Password8');
  });
});

describe('the reset password page drawn on the server', () => {
  it('posts the new password with the link’s token and address to the account team, never by GET', async () => {
    const { html } = await renderOnServer(ResetPasswordPage, 'ResetPasswordPage', {}, link);
    expect(html).toMatch(/<form [^>]*action="\/forms\/mf_account\/reset-password" method="post"/);
    expect(html).toContain('<input type="hidden" name="token" value="abc123"/>');
  });

  it('says the password is changed once the account team answered, with the login page as the way on', async () => {
    const { html } = await renderOnServer(ResetPasswordPage, 'ResetPasswordPage', {}, { query: '?esito=reset-password.done' });
    expect(html).toContain('Password aggiornata');
    expect(html).toMatch(/<a [^>]*href="\/it\/login"/);
  });
});
