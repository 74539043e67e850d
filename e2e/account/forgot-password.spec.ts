import { test, expect } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { resetLinkFor } from '../support/mailbox';
import { PASSWORD, control, openLogin, registeredCustomer } from './helpers';

test.describe('a customer who forgot their password', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('asks for a link, chooses a new password from the e-mail, and logs in with it', async ({ page, playwright }) => {
    // The account exists already, made and activated by another browser: this one stays a guest.
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const email = await registeredCustomer(other, { firstname: 'Marco', lastname: 'Verdi' });
    await other.dispose();

    await page.goto('/it');
    const dialog = await openLogin(page);
    await dialog.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Password dimenticata' });
    await control(forgot, 'E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Invia il link' }).click();
    const thanks = page.getByRole('dialog', { name: 'Controlla la tua e-mail' });
    await expect(thanks.getByText(email)).toBeVisible();
    await thanks.getByRole('button', { name: 'Ho capito' }).click();

    const link = await resetLinkFor(page, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Scegli una nuova password' })).toBeVisible();
    const newPassword = 'Nuova_Password9';
    await control(page, 'Nuova password').fill(newPassword);
    await control(page, 'Ripeti la nuova password').fill('Nuova_Password8');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page.getByText('Assicurati che le password coincidano')).toBeVisible();
    await control(page, 'Ripeti la nuova password').fill(newPassword);
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(page.getByText('Password aggiornata')).toBeVisible();

    await page.getByRole('region', { name: 'Scegli una nuova password' }).getByRole('link', { name: 'Accedi' }).click();
    const login = page.getByRole('dialog', { name: 'Accedi' });
    await control(login, 'E-mail').fill(email);
    // The old password no longer opens the account.
    await control(login, 'Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Accedi' }).click();
    await expect(login.getByRole('alert')).toHaveText('Email o password non corretti.');
    await control(login, 'Password').fill(newPassword);
    await login.getByRole('button', { name: 'Accedi' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Il mio account' })).toBeVisible();
  });
});
