import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountOpenLogin } from '@bottega/browser-contract';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { CAPTCHA_OFF, CAPTCHA_ON, fakeCaptchaProvider } from '@bottega/test-kit/captcha';
import { fill } from '@bottega/test-kit/fill';
import { session } from '../../testing/fixtures';
import { LoginModal } from './LoginModal';

// The remote caches a provider's script it has loaded once for the page: a test that must see the
// script load (or fail to) gets one of its own.
const captchaServing = (script: string) => ({ ...CAPTCHA_ON, scriptUrl: `https://captcha.example/${script}.js` });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const button = (name: string) => screen.getByRole('button', { name });

async function fillRegistration(user: ReturnType<typeof userEvent.setup>, taxCode = 'RSSMRA85T10A562S') {
  await fill(user, field('E-mail'), 'giulia.bianchi@example.it');
  await fill(user, field('Nome'), 'Giulia');
  await fill(user, field('Cognome'), 'Bianchi');
  await fill(user, field('Codice fiscale'), taxCode);
  await fill(user, field('Password'), 'Bottega#2026');
  await fill(user, field('Ripeti la password'), 'Bottega#2026');
}

/** Fills the registration, ticks the two boxes it needs and sends it. */
async function sendRegistration(user: ReturnType<typeof userEvent.setup>) {
  await fillRegistration(user);
  await user.click(screen.getByRole('checkbox', { name: /creare un account/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
  await user.click(button('Crea account'));
}

// A failed test must not leave its provider watching the page for the next one.
let provider: ReturnType<typeof fakeCaptchaProvider> | undefined;
afterEach(() => {
  provider?.stop();
  provider = undefined;
  window.history.replaceState(null, '', '/');
});

describe('login modal', () => {
  it('stays closed when mounted without a command, and opens in the mode the bus asks for', async () => {
    fakeApi({});
    const { bus } = renderFragment(LoginModal);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.publish(accountOpenLogin('register')));
    expect(await screen.findByRole('dialog', { name: 'Crea il tuo account' })).toBeTruthy();
  });

  it('asks for e-mail and password before calling anyone', async () => {
    const calls = fakeApi({});
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    await user.click(button('Accedi'));
    expect(screen.getAllByText('Questo campo è obbligatorio')).toHaveLength(2);
    await fill(user, field('E-mail'), 'giulia@');
    expect(screen.getByText('Indirizzo e-mail non valido')).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('logs in, tells every team, closes, and with an empty cart stays on the page the shopper was reading', async () => {
    const calls = fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/it/p/maglione');
    const { published, props } = renderFragment(LoginModal, { params: { open: 'true' } });
    await fill(user, field('E-mail'), ' giulia@example.it');
    await fill(user, field('Password'), 'segreta');
    await user.click(button('Accedi'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('generateCustomerToken')).toEqual([[{ email: 'giulia@example.it', password: 'segreta' }]]);
    expect(published.map((event) => event.name)).toEqual(expect.arrayContaining(['account:changed', 'cart:changed', 'wishlist:changed']));
    expect(published.find((event) => event.name === 'account:changed')?.payload).toEqual({ v: 1, loggedIn: true });
    await waitFor(() => expect(calls('customerCart')).toHaveLength(1));
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('subscribes to the newsletter at login when the shopper ticks the box (product rule §3)', async () => {
    const calls = fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    const box = screen.getByRole('checkbox', { name: 'Voglio ricevere la newsletter con novità e offerte' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await fill(user, field('E-mail'), 'giulia@example.it');
    await fill(user, field('Password'), 'segreta');
    await user.click(box);
    await user.click(button('Accedi'));
    await waitFor(() => expect(calls('generateCustomerToken')).toEqual([[{ email: 'giulia@example.it', password: 'segreta', is_subscribed: true }]]));
  });

  it('goes on to checkout when the cart holds something, wherever the shopper logged in (product rule §4)', async () => {
    fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 2 }) });
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/it/p/maglione');
    const { props } = renderFragment(LoginModal, { params: { open: 'true' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await fill(user, field('Password'), 'segreta');
    await user.click(button('Accedi'));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/it/checkout'));
  });

  it('goes where the opener asked (the footer’s "my orders")', async () => {
    fakeApi({ generateCustomerToken: () => session });
    const user = userEvent.setup();
    const { bus, props } = renderFragment(LoginModal);
    act(() => bus.publish(accountOpenLogin('login', '/it/my-account/cronologia-ordini')));
    await fill(user, await screen.findByLabelText(/^E-mail/), 'giulia@example.it');
    await fill(user, field('Password'), 'segreta');
    await user.click(button('Accedi'));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/it/my-account/cronologia-ordini'));
  });

  it('sends the login with a captcha token of the login action when the captcha is on (product rule §7)', async () => {
    provider = fakeCaptchaProvider();
    const calls = fakeApi({ captchaConfig: () => CAPTCHA_ON, generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await fill(user, field('Password'), 'segreta');
    await user.click(button('Accedi'));
    await waitFor(() => expect(calls('generateCustomerToken')).toEqual([[{ email: 'giulia@example.it', password: 'segreta', recaptchaToken: 'token-login' }]]));
    expect(provider.executed).toEqual(['login']);
  });

  it('says in Italian when the captcha cannot load, and lets the shopper try again', async () => {
    provider = fakeCaptchaProvider({ fail: 'load' });
    const calls = fakeApi({ captchaConfig: () => captchaServing('unreachable'), generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await fill(user, field('Password'), 'segreta');
    await user.click(button('Accedi'));
    expect(await screen.findByText('Non è stato possibile caricare la verifica anti-spam: controlla la connessione e riprova.')).toBeTruthy();
    expect(calls('generateCustomerToken')).toEqual([]);
    provider.stop();
    // The provider is back: the same form goes through.
    provider = fakeCaptchaProvider();
    await user.click(button('Accedi'));
    await waitFor(() => expect(calls('generateCustomerToken')).toHaveLength(1));
  });

  it('sends the registration with a captcha token of the register action when the captcha is on (product rule §7)', async () => {
    provider = fakeCaptchaProvider();
    const calls = fakeApi({
      captchaConfig: () => captchaServing('register'),
      createCustomer: () => ({ result: true }),
    });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true', mode: 'register' } });
    await sendRegistration(user);
    await waitFor(() => expect(calls('createCustomer')).toHaveLength(1));
    expect(calls('createCustomer')[0]).toEqual([expect.objectContaining({ email: 'giulia.bianchi@example.it', recaptchaToken: 'token-register' })]);
    expect(provider.executed).toEqual(['register']);
  });

  it('sends the forgotten-password request with a captcha token of the forgotPassword action when the captcha is on (product rule §7)', async () => {
    provider = fakeCaptchaProvider();
    const calls = fakeApi({ captchaConfig: () => captchaServing('forgot'), requestPasswordResetEmail: () => ({ result: true }) });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true', mode: 'forgot' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await user.click(button('Invia il link'));
    expect(await screen.findByRole('dialog', { name: 'Controlla la tua e-mail' })).toBeTruthy();
    expect(calls('requestPasswordResetEmail')).toEqual([[{ email: 'giulia@example.it', recaptchaToken: 'token-forgotPassword' }]]);
    expect(provider.executed).toEqual(['forgotPassword']);
  });

  it('sends the registration and the forgotten-password request without a token, loading no script, when the captcha is off', async () => {
    const calls = fakeApi({
      captchaConfig: () => CAPTCHA_OFF,
      createCustomer: () => ({ result: true }),
      requestPasswordResetEmail: () => ({ result: true }),
    });
    const user = userEvent.setup();
    const { bus } = renderFragment(LoginModal, { params: { open: 'true', mode: 'register' } });
    await sendRegistration(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => bus.publish(accountOpenLogin('forgot')));
    await fill(user, await screen.findByLabelText(/^E-mail/), 'giulia@example.it');
    await user.click(button('Invia il link'));
    expect(await screen.findByRole('dialog', { name: 'Controlla la tua e-mail' })).toBeTruthy();
    expect(calls('captchaConfig')).toHaveLength(2);
    expect(calls('createCustomer')[0]).toEqual([expect.not.objectContaining({ recaptchaToken: expect.anything() })]);
    expect(calls('requestPasswordResetEmail')).toEqual([[{ email: 'giulia@example.it' }]]);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('shows the server’s message under the form, and forgets it on switching mode', async () => {
    fakeApi({
      generateCustomerToken: () => {
        throw apiError(401, 'Email o password non corretti.');
      },
    });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await fill(user, field('Password'), 'sbagliata');
    await user.click(button('Accedi'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Email o password non corretti.');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Registrati' }));
    expect(screen.getByRole('dialog', { name: 'Crea il tuo account' })).toBeTruthy();
    expect(screen.queryByText('Email o password non corretti.')).toBeNull();
    // Focus follows the new form.
    expect(document.activeElement).toBe(field('E-mail'));
  });

  it('never shows a login’s refusal under the registration form the shopper moved to while it was on its way', async () => {
    let refuse!: () => void;
    fakeApi({
      generateCustomerToken: () =>
        new Promise((_resolve, reject) => {
          refuse = () => reject(apiError(401, 'Email o password non corretti.'));
        }),
    });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await fill(user, field('Password'), 'sbagliata');
    await user.click(button('Accedi'));
    await waitFor(() => expect(refuse).toBeDefined());
    await user.click(screen.getByRole('link', { name: 'Registrati' }));
    expect(screen.getByRole('dialog', { name: 'Crea il tuo account' })).toBeTruthy();
    await act(async () => refuse());
    // The login's answer has arrived and been handled: the registration form still says nothing of it.
    await waitFor(() => expect(button('Crea account')).toBeTruthy());
    expect(screen.queryByText('Email o password non corretti.')).toBeNull();
  });

  it('keeps Crea account disabled until the form is valid and both boxes are ticked', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true', mode: 'register' } });
    const submit = button('Crea account') as HTMLButtonElement;
    await fillRegistration(user, 'RSSMRA85T10A562T');
    await user.click(screen.getByRole('checkbox', { name: /creare un account/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
    expect(screen.getByText('Codice fiscale non valido')).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.clear(field('Codice fiscale'));
    await fill(user, field('Codice fiscale'), 'rssmra85t10a562s');
    expect(submit.disabled).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('Devi accettare la privacy policy per procedere')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
    await user.click(screen.getByRole('checkbox', { name: /creare un account/ }));
    expect(submit.disabled).toBe(true);
  });

  it('says when the repeated password differs', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true', mode: 'register' } });
    await fill(user, field('Password'), 'Bottega#2026');
    await fill(user, field('Ripeti la password'), 'Bottega#2027');
    await user.tab();
    expect(screen.getByText('Assicurati che le password coincidano')).toBeTruthy();
  });

  it('registers, closes in login mode and asks the shopper to open the activation e-mail, logging nobody in', async () => {
    const calls = fakeApi({ createCustomer: () => ({ result: true }) });
    const user = userEvent.setup();
    const { published, props } = renderFragment(LoginModal, { params: { open: 'true', mode: 'register' } });
    await fillRegistration(user, 'rssmra85t10a562s');
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(screen.getByRole('checkbox', { name: /creare un account/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy/ }));
    await user.click(button('Crea account'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The captcha's configuration is asked before the form is sent (off here: no fake for it).
    expect(calls()).toEqual(['captchaConfig', 'createCustomer']);
    expect(calls('createCustomer')[0]).toEqual([
      { email: 'giulia.bianchi@example.it', firstname: 'Giulia', lastname: 'Bianchi', tax_code: 'RSSMRA85T10A562S', password: 'Bottega#2026', is_subscribed: true },
    ]);
    expect(published.map((event) => event.payload)).toContainEqual({
      v: 1,
      notification: {
        type: 'success',
        title: 'Controlla la tua e-mail',
        message: 'Ti abbiamo inviato un’e-mail: apri il link che contiene entro 24 ore per attivare il tuo account ed entrare.',
        persist: true,
      },
    });
    expect(published.some((event) => event.name === 'account:changed')).toBe(false);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows a refused registration under the form', async () => {
    fakeApi({
      createCustomer: () => {
        throw apiError(409, 'Esiste già un account con questo indirizzo email.');
      },
    });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true', mode: 'register' } });
    await sendRegistration(user);
    expect(await screen.findByText('Esiste già un account con questo indirizzo email.')).toBeTruthy();
  });

  it('sends the forgotten-password request and thanks the shopper', async () => {
    const calls = fakeApi({ requestPasswordResetEmail: () => ({ result: true }) });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true' } });
    await user.click(screen.getByRole('link', { name: 'Hai dimenticato la password?' }));
    await fill(user, field('E-mail'), 'giulia@example.it');
    await user.click(button('Invia il link'));
    expect(await screen.findByRole('dialog', { name: 'Controlla la tua e-mail' })).toBeTruthy();
    expect(screen.getByText(/giulia@example\.it/)).toBeTruthy();
    expect(calls('requestPasswordResetEmail')[0]).toEqual([{ email: 'giulia@example.it' }]);
    await user.click(button('Ho capito'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the spec’s words when the forgot request fails', async () => {
    fakeApi({
      requestPasswordResetEmail: () => {
        throw apiError(429, 'Troppi tentativi');
      },
    });
    const user = userEvent.setup();
    renderFragment(LoginModal, { params: { open: 'true', mode: 'forgot' } });
    await fill(user, field('E-mail'), 'giulia@example.it');
    await user.click(button('Invia il link'));
    expect(await screen.findByText('Non è stato possibile richiedere una nuova password, controlla l’indirizzo e-mail inserito.')).toBeTruthy();
  });
});
