import { test, expect, expectAccessible, shellLive } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { registeredCustomer } from '../account/helpers';

const column = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Il mio account' });

test.describe('the footer’s “Il mio account” column', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('opens the cart and the wishlist sidebars', async ({ page }) => {
    await page.goto('/it/contact-us');
    await expectAccessible(page, '[data-feature="footer-account"]');
    // The link opens the drawer once the shell runs, which it does on the pointer's arrival (docs/adr/0037); before, it is followed.
    await shellLive(page);
    await column(page).getByRole('link', { name: 'Il mio carrello' }).click();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await page.keyboard.press('Escape');
    await column(page).getByRole('link', { name: 'La mia lista dei desideri' }).click();
    await expect(page.getByRole('dialog', { name: 'Lista dei desideri' })).toBeVisible();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
  });

  test('a guest asking for “I miei ordini” is asked to log in first', async ({ page }) => {
    await page.goto('/it/contact-us');
    await shellLive(page);
    await column(page).getByRole('link', { name: 'I miei ordini' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
  });

  test('the login entry opens the login modal', async ({ page }) => {
    await page.goto('/it/contact-us');
    // A link to the login page until the shell runs (docs/adr/0038-shopper-actions-as-html-forms.md), which it does on the pointer's arrival.
    await shellLive(page);
    await column(page).getByRole('link', { name: 'Accedi o registrati' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a logged-in customer goes straight to the order history', async ({ page }) => {
    // Registered, and activated in this browser, which the link logs in.
    await registeredCustomer(page.request, { firstname: 'Giulia', lastname: 'Rossi' });
    await page.goto('/it/contact-us');
    await column(page).getByRole('link', { name: 'I miei ordini' }).click();
    await expect(page).toHaveURL(/\/it\/my-account\/cronologia-ordini$/);
  });
});
