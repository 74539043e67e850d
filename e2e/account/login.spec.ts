import { test, expect, expectAccessible } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { cartWith, simpleProductIn } from '../cart/shopper';
import { PASSWORD, control, newEmail, openLogin, registeredCustomer } from './helpers';

test.describe('the login modal', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('tells a shopper whose password is wrong, under the form, and keeps the modal open', async ({ page }) => {
    await page.goto('/it');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(dialog.getByText('Questo campo è obbligatorio')).toHaveCount(2);
    await control(dialog, 'E-mail').fill(newEmail('nessuno'));
    await control(dialog, 'Password').fill('NonQuesta#1');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Email o password non corretti.');
    // Switching mode clears the error.
    await dialog.getByRole('link', { name: 'Registrati' }).click();
    await expect(page.getByRole('dialog', { name: 'Crea il tuo account' })).toBeVisible();
    await expect(page.getByText('Email o password non corretti.')).toHaveCount(0);
  });

  test('takes a shopper who logs in from the cart on to checkout', async ({ page, playwright }) => {
    // The account was made and activated in another browser: this one stays a guest.
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const email = await registeredCustomer(other, { firstname: 'Carla', lastname: 'Russo' });
    await other.dispose();

    // Checkout sends an empty cart back to the cart page: this shopper has something in theirs.
    await page.goto('/it');
    await cartWith(page, (await simpleProductIn(page.request)).sku);
    await page.goto('/it/Cart');
    const dialog = await openLogin(page);
    await control(dialog, 'E-mail').fill(email);
    await control(dialog, 'Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(dialog).toBeHidden();
    // Which step checkout then shows a logged-in customer is the checkout team's choice.
    await expect(page).toHaveURL(/\/it\/checkout(\/[a-z-]+)?$/);
  });

  test('is accessible in every mode, and Escape closes it', async ({ page }) => {
    await page.goto('/it');
    const login = await openLogin(page);
    await expectAccessible(page, '[role="dialog"]');

    await login.getByRole('link', { name: 'Registrati' }).click();
    const register = page.getByRole('dialog', { name: 'Crea il tuo account' });
    await expect(register).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    await register.getByRole('link', { name: 'Accedi', exact: true }).click();
    await login.getByRole('link', { name: 'Hai dimenticato la password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Password dimenticata' });
    await expect(forgot).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    await control(forgot, 'E-mail').fill(newEmail('smemorato'));
    await forgot.getByRole('button', { name: 'Invia il link' }).click();
    const thanks = page.getByRole('dialog', { name: 'Controlla la tua e-mail' });
    await expect(thanks).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    await page.keyboard.press('Escape');
    await expect(thanks).toBeHidden();
  });
});
