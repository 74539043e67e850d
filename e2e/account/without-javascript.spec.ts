import type { Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { activationLinkFor, newsletterLinkFor, resetLinkFor } from '../support/mailbox';
import { cartWith, consentGiven, simpleProductIn } from '../cart/shopper';
import { FISCAL_CODE, PASSWORD, control, newEmail, openLogin, registeredCustomer } from './helpers';

/**
 * Issue 35 item 1: logging in, registering, asking for a password reset and subscribing to the
 * newsletter as HTML forms the account and content teams answer (docs/adr/0038-shopper-actions-as-html-forms.md).
 */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

const main = (page: Page) => page.getByRole('main');
const submit = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

test('a shopper without JavaScript logs in from the header’s link, is told a wrong password in Italian, and goes on to checkout with a cart', async ({ page, request }) => {
  const email = await registeredCustomer(request, { firstname: 'Lucia', lastname: 'Verdi' });
  await cartWith(page, (await simpleProductIn(page.request)).sku);
  await page.goto('/it/contact-us');
  await page.getByRole('banner').getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/it\/login$/);

  // Nothing typed: the account team refuses it before asking anyone.
  await submit(page, 'Accedi').click();
  await expect(main(page).getByRole('alert')).toHaveText('Inserisci un indirizzo e-mail valido e la password per accedere.');

  await control(main(page), 'E-mail').fill(email);
  await control(main(page), 'Password').fill('NonQuesta#1');
  await submit(page, 'Accedi').click();
  await expect(page).toHaveURL(/\/it\/login\?esito=login\.wrong-credentials$/);
  await expect(main(page).getByRole('alert')).toHaveText('Email o password non corretti.');
  expect(page.url()).not.toContain('NonQuesta');

  await control(main(page), 'E-mail').fill(email);
  await control(main(page), 'Password').fill(PASSWORD);
  await submit(page, 'Accedi').click();
  // docs/adr/0009-login-goes-to-checkout.md: something in the cart, so the checkout; the session is this browser's.
  await expect(page).toHaveURL(/\/it\/checkout$/);
  expect(await api<{ email: string }>(page.request, 'commerce', 'customer', [])).toMatchObject({ email });
});

test('with an empty cart the login page says the shopper is in; a post from another site is refused', async ({ page, request, baseURL }) => {
  const email = await registeredCustomer(request, { firstname: 'Paolo', lastname: 'Neri' });
  await page.goto('/it/login');
  await control(main(page), 'E-mail').fill(email);
  await control(main(page), 'Password').fill(PASSWORD);
  await submit(page, 'Accedi').click();
  await expect(page).toHaveURL(/\/it\/login\?esito=login\.logged-in$/);
  await expect(main(page).getByRole('status')).toContainText('Hai effettuato l’accesso');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Il mio account' })).toBeVisible();

  const elsewhere = await request.post('/forms/mf_account/login', {
    form: { email, password: PASSWORD },
    headers: { origin: 'https://evil.example', referer: `${baseURL}/it/login` },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(403);
});

test('a new shopper without JavaScript registers from the login page, is told a missing box in Italian, and opens the account from the mail', async ({
  page,
  request,
  baseURL,
}) => {
  const email = newEmail('chiara');
  await page.goto('/it/login');
  await main(page).getByRole('link', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/it\/registrazione$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo account' })).toBeVisible();

  const fill = async () => {
    await control(main(page), 'E-mail').fill(email);
    await control(main(page), 'Nome').fill('Chiara');
    await control(main(page), 'Cognome').fill('Russo');
    await control(main(page), 'Codice fiscale').fill(FISCAL_CODE.toLowerCase());
    await control(main(page), 'Password').fill(PASSWORD);
    await control(main(page), 'Ripeti la password').fill(PASSWORD);
    await main(page)
      .getByRole('checkbox', { name: /creare un account/ })
      .check();
  };
  await fill();
  await submit(page, 'Crea account').click();
  await expect(page).toHaveURL(/\/it\/registrazione\?esito=register\.invalid\.privacy$/);
  await expect(main(page).getByRole('alert')).toHaveText('Devi accettare la privacy policy per procedere');

  await fill();
  await main(page)
    .getByRole('checkbox', { name: /privacy/ })
    .check();
  await submit(page, 'Crea account').click();
  await expect(page).toHaveURL(/\/it\/registrazione\?esito=register\.sent$/);
  await expect(main(page).getByRole('status')).toContainText('apri il link che contiene entro 24 ore');

  // Posted again, the same answer (docs/adr/0031): the mailbox tells the rest.
  const again = await request.post('/forms/mf_account/register', {
    form: { email, firstName: 'Chiara', lastName: 'Russo', tax_code: FISCAL_CODE, password: PASSWORD, repassword: PASSWORD, createAccount: 'on', privacy: 'on' },
    headers: { origin: baseURL!, referer: `${baseURL}/it/registrazione` },
    maxRedirects: 0,
  });
  expect([again.status(), again.headers().location]).toEqual([303, '/it/registrazione?esito=register.sent']);

  await page.goto(await activationLinkFor(page.request, email));
  await expect(page).toHaveURL(/\/it\/my-account$/);
  expect(await api<{ email: string }>(page.request, 'commerce', 'customer', [])).toMatchObject({ email });
});

test('a shopper without JavaScript asks for a new password and reaches the thank-you state', async ({ page, request }) => {
  const email = await registeredCustomer(request, { firstname: 'Marta', lastname: 'Gallo' });
  await page.goto('/it/login');
  await main(page).getByRole('link', { name: 'Hai dimenticato la password?' }).click();
  await expect(page).toHaveURL(/\/it\/password-dimenticata$/);
  await control(main(page), 'E-mail').fill(email);
  await submit(page, 'Invia il link').click();
  await expect(page).toHaveURL(/\/it\/password-dimenticata\?esito=forgot-password\.sent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' })).toBeVisible();
  await expect(main(page).getByRole('status')).toContainText('Se esiste un account registrato con questo indirizzo');
  expect(await resetLinkFor(page, email)).toContain('/it/reset-password?');
});

test('a shopper without JavaScript subscribes to the newsletter from the footer, and from the home page’s call to action', async ({ page }) => {
  const fromFooter = newEmail('footer');
  await page.goto('/it/contact-us');
  const footer = page.locator('form[action="/forms/mf_content/newsletter"]');
  await footer.getByLabel('Il tuo indirizzo email').fill(fromFooter);
  await control(footer, 'Nome').fill('Anna');
  await control(footer, 'Cognome').fill('Costa');
  await footer.getByRole('checkbox', { name: /privacy/ }).check();
  await footer.getByRole('button', { name: 'Continua' }).click();
  await expect(page).toHaveURL(/\/it\/newsletter\?esito=newsletter\.confirmation-sent$/);
  await expect(main(page).getByRole('status')).toContainText('Conferma la tua iscrizione');
  expect(await newsletterLinkFor(page.request, fromFooter)).toContain('/api/newsletter/confirm?');

  const fromHome = newEmail('home');
  await page.goto('/it');
  await main(page).getByRole('link', { name: 'Iscriviti alla newsletter' }).click();
  await expect(page).toHaveURL(/\/it\/newsletter$/);
  // Without the privacy box: the content team says so on the page, and subscribes nobody.
  await control(main(page), 'Email').fill(fromHome);
  await control(main(page), 'Nome').fill('Anna');
  await control(main(page), 'Cognome').fill('Costa');
  await submit(page, 'Iscriviti').click();
  await expect(main(page).getByRole('alert')).toContainText('accetta la privacy policy');
  await control(main(page), 'Email').fill(fromHome);
  await control(main(page), 'Nome').fill('Anna');
  await control(main(page), 'Cognome').fill('Costa');
  await main(page)
    .getByRole('checkbox', { name: /privacy/ })
    .check();
  await submit(page, 'Iscriviti').click();
  await expect(main(page).getByRole('status')).toContainText('Conferma la tua iscrizione');
  expect(await newsletterLinkFor(page.request, fromHome)).toContain('/api/newsletter/confirm?');
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the header’s Accedi, a link to the login page, opens the modal in place once its code runs', async ({ page }) => {
    await page.goto('/it/contact-us');
    const account = page.getByRole('banner').getByRole('link', { name: 'Accedi' });
    await expect(account).toHaveAttribute('href', '/it/login');
    const dialog = await openLogin(page);
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    // The modal's mode links name their pages too.
    await expect(dialog.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/it/registrazione');
  });
});
