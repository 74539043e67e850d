import { renderOnServer, readable } from '@bottega/test-kit/server';
import AuthPage from './index';

/** The page's HTML from the account team's renderer for `mode`, after a post that answered `esito`. */
const serverRender = (mode: string, query = '') => renderOnServer(AuthPage, 'AuthPage', {}, { params: { mode }, query });
/** A form's action, method and the names of its fields: what a browser without scripts posts. */
function formOf(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  const form = container.querySelector('form')!;
  const names = [...form.querySelectorAll('input')].map((input) => input.getAttribute('name'));
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const links = Object.fromEntries([...form.querySelectorAll('a[href^="/it/"]')].map((link) => [link.textContent, link.getAttribute('href')]));
  return {
    action: form.getAttribute('action'),
    method: form.getAttribute('method'),
    names,
    submitDisabled: submit.disabled,
    links,
    alert: container.querySelector('[role="alert"]')?.textContent ?? '',
  };
}

describe('the login, registration and forgotten-password pages drawn on the server', () => {
  it('draws the login as a form posted to the account team, with its links to the other two pages, asking the API nothing', async () => {
    const { html, calls } = await serverRender('login');
    expect(formOf(html)).toEqual({
      action: '/forms/mf_account/login',
      method: 'post',
      names: ['email', 'password', 'is_subscribed'],
      submitDisabled: false,
      links: { 'Hai dimenticato la password?': '/it/password-dimenticata', Registrati: '/it/registrazione' },
      alert: '',
    });
    expect(readable(html)).toContain('<h1 id="acc-auth-title"');
    expect(calls()).toEqual([]);
  });

  it('carries the page’s return path of the shop into the form, and drops one off it', async () => {
    expect(formOf((await serverRender('login', '?then=%2Fit%2Fmy-account%2Fcronologia-ordini')).html).names).toEqual(['then', 'email', 'password', 'is_subscribed']);
    expect(formOf((await serverRender('login', '?then=https%3A%2F%2Fevil.example')).html).names).toEqual(['email', 'password', 'is_subscribed']);
  });

  it('says a refused login in Italian under the form', async () => {
    expect(formOf((await serverRender('login', '?esito=login.wrong-credentials')).html).alert).toBe('Email o password non corretti.');
    expect(formOf((await serverRender('login', '?esito=login.invalid')).html).alert).toBe('Inserisci un indirizzo e-mail valido e la password per accedere.');
    expect(formOf((await serverRender('login', '?esito=login.unavailable')).html).alert).toContain('non è stata inviata');
  });

  it('says the shopper is in once logged in, with the way to their account', async () => {
    const { html } = await serverRender('login', '?esito=login.logged-in');
    expect(readable(html)).toContain('Bentornato! Hai effettuato l’accesso.');
    expect(html).toContain('href="/it/my-account"');
    expect(html).not.toContain('<form');
  });

  it('draws the registration with Crea account enabled: without scripts the account team judges it', async () => {
    const form = formOf((await serverRender('register')).html);
    expect(form).toMatchObject({ action: '/forms/mf_account/register', method: 'post', submitDisabled: false, links: { Accedi: '/it/login' } });
    expect(form.names).toEqual(['email', 'firstName', 'lastName', 'tax_code', 'password', 'repassword', 'is_subscribed', 'createAccount', 'privacy']);
  });

  it('says which field the account team refused, in the words of its rule', async () => {
    expect(formOf((await serverRender('register', '?esito=register.invalid.tax_code')).html).alert).toBe('Codice fiscale non valido');
    expect(formOf((await serverRender('register', '?esito=register.invalid.privacy')).html).alert).toBe('Devi accettare la privacy policy per procedere');
    expect(formOf((await serverRender('register', '?esito=register.invalid.nonsense')).html).alert).toBe('Alcuni dati non erano validi: controlla il modulo e invialo di nuovo.');
  });

  it('asks the new shopper to open the e-mail once registered', async () => {
    const { html } = await serverRender('register', '?esito=register.sent');
    expect(readable(html)).toContain('Controlla la tua e-mail');
    expect(readable(html)).toContain('apri il link che contiene entro 24 ore');
  });

  it('draws the forgotten-password request, and its thank-you state with the same words for every address', async () => {
    expect(formOf((await serverRender('forgot')).html)).toMatchObject({
      action: '/forms/mf_account/forgot-password',
      method: 'post',
      names: ['email'],
      links: { 'Torna all’accesso': '/it/login' },
    });
    const { html } = await serverRender('forgot', '?esito=forgot-password.sent');
    expect(readable(html)).toContain('Se esiste un account registrato con questo indirizzo');
    expect(formOf((await serverRender('forgot', '?esito=forgot-password.failed')).html).alert).toBe(
      'Non è stato possibile richiedere una nuova password, controlla l’indirizzo e-mail inserito.',
    );
  });

  it('says nothing of another form’s outcome', async () => {
    expect(formOf((await serverRender('login', '?esito=add-to-cart.added.BT1')).html).alert).toBe('');
  });
});
