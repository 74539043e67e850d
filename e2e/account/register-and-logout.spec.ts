import { test, expect, expectAccessible } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { FISCAL_CODE, PASSWORD, accountButton, control, newEmail, openLogin } from './helpers';

test.describe('a new shopper', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('registers with their fiscal code, finds their profile, and logs out', async ({ page }) => {
    const email = newEmail('giulia');
    await page.goto('/it');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Registrati' }).click();
    const register = page.getByRole('dialog', { name: 'Crea il tuo account' });

    await control(register, 'E-mail').fill(email);
    await control(register, 'Nome').fill('Giulia');
    await control(register, 'Cognome').fill('Bianchi');
    // A code with the right pattern but the wrong check character is refused before any request.
    await control(register, 'Codice fiscale').fill('RSSMRA85T10A562T');
    await control(register, 'Password').fill(PASSWORD);
    await control(register, 'Ripeti la password').fill(PASSWORD);
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

    // Logged in: the modal closes and the header offers the account instead of the login.
    await expect(register).toBeHidden();
    const myAccount = page.getByRole('banner').getByRole('link', { name: 'Il mio account' });
    await expect(myAccount).toBeVisible();
    await myAccount.click();
    await expect(page).toHaveURL(/\/it\/my-account$/);
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
  });
});
