import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { cartWith, simpleProductIn } from '../cart/shopper';
import { activationLinkFor } from '../support/mailbox';
import { FISCAL_CODE, PASSWORD, accountButton, control, newEmail, openLogin } from './helpers';

/** The shell's notifications: a success is a status. */
const notice = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** The register mode of the login modal, opened from the header as a shopper does. */
async function openRegistration(page: Page) {
  const dialog = await openLogin(page);
  await dialog.getByRole('link', { name: 'Registrati' }).click();
  return page.getByRole('dialog', { name: 'Crea il tuo account' });
}

/** Fills the registration form's text fields, the password twice. */
async function fillRegistration(register: Locator, who: { email: string; firstname: string; lastname: string; taxCode: string }) {
  await control(register, 'E-mail').fill(who.email);
  await control(register, 'Nome').fill(who.firstname);
  await control(register, 'Cognome').fill(who.lastname);
  await control(register, 'Codice fiscale').fill(who.taxCode);
  await control(register, 'Password').fill(PASSWORD);
  await control(register, 'Ripeti la password').fill(PASSWORD);
}

test.describe('a new shopper', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('registers with their fiscal code, finds their profile, and logs out', async ({ page }) => {
    const email = newEmail('giulia');
    await page.goto('/it');
    const register = await openRegistration(page);

    // A code with the right pattern but the wrong check character is refused before any request.
    await fillRegistration(register, { email, firstname: 'Giulia', lastname: 'Bianchi', taxCode: 'RSSMRA85T10A562T' });
    await expect(register.getByText('Codice fiscale non valido')).toBeVisible();
    await control(register, 'Codice fiscale').fill(FISCAL_CODE.toLowerCase());
    await expect(register.getByText('Codice fiscale non valido')).toHaveCount(0);

    const create = register.getByRole('button', { name: 'Crea account' });
    await register.getByRole('checkbox', { name: /creare un account/ }).check();
    await expect(create).toBeDisabled();
    await expect(register.getByText('Devi accettare la privacy policy per procedere')).toBeVisible();
    await register.getByRole('checkbox', { name: /privacy/ }).check();
    await expect(create).toBeEnabled();
    await create.click();

    // Nobody is logged in by the form (docs/adr/0031): the modal closes, back in login mode, and asks the shopper to open the e-mail.
    await expect(register).toBeHidden();
    await expect(notice(page, 'Controlla la tua e-mail')).toContainText('apri il link che contiene entro 24 ore per attivare il tuo account');
    await expect(accountButton(page)).toBeVisible();
    const login = await openLogin(page);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // The link in the e-mail opens the account and logs the shopper in: with an empty cart, on their account.
    await page.goto(await activationLinkFor(page.request, email));
    await expect(page).toHaveURL(/\/it\/my-account$/);
    await expect(notice(page, 'Account attivato')).toBeVisible();
    const myAccount = page.getByRole('banner').getByRole('link', { name: 'Il mio account' });
    await expect(myAccount).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(FISCAL_CODE)).toBeVisible();
    await expect(page.getByText('Ciao, Giulia')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Sezioni del mio account' }).getByRole('link', { name: 'I miei ordini' }).click();
    await expect(page).toHaveURL(/\/it\/my-account\/OrderHistory$/);
    await expect(page.getByText('Non hai ancora effettuato ordini.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/it$/);
    await expect(accountButton(page)).toBeVisible();
    // The account area is closed to a guest again.
    await page.goto('/it/my-account');
    await expect(page).toHaveURL(/\/it$/);
    // The link worked once: opened again, it changes nothing and says so.
    await page.goto(await activationLinkFor(page.request, email));
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Link non valido' })).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
  });

  test('registers from the cart, and the link in the e-mail logs them in and goes on to checkout with the cart', async ({ page }) => {
    const email = newEmail('luca');
    // Product rule §4: a registration ends at the checkout when the cart holds something (docs/adr/0009, 0031).
    await page.goto('/it');
    const product = await simpleProductIn(page.request);
    await cartWith(page, product.sku);
    await page.goto('/it/Cart');
    const register = await openRegistration(page);
    await fillRegistration(register, { email, firstname: 'Luca', lastname: 'Ferri', taxCode: FISCAL_CODE });
    await register.getByRole('checkbox', { name: /creare un account/ }).check();
    await register.getByRole('checkbox', { name: /privacy/ }).check();
    await register.getByRole('button', { name: 'Crea account' }).click();
    await expect(register).toBeHidden();
    await expect(notice(page, 'Controlla la tua e-mail')).toBeVisible();
    // Still a guest on the cart page until the link is opened.
    await expect(page).toHaveURL(/\/it\/[cC]art$/);
    await expect(accountButton(page)).toBeVisible();

    await page.goto(await activationLinkFor(page.request, email));
    // Logged in: checkout passes the account step and goes on with the cart the shopper filled as a guest.
    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    await expect(page.getByRole('navigation', { name: 'Passaggi del checkout' }).getByRole('listitem').first()).toHaveText('Accesso (completato)');
    await expect(page.getByRole('region', { name: 'Riepilogo ordine (1 articolo)' }).getByText(product.name)).toBeVisible();
  });
});
