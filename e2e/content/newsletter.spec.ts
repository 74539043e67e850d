import { test, expect, api } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

const modal = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Iscriviti alla newsletter' });

async function subscribeInModal(page: import('@playwright/test').Page, email: string) {
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  if (email) await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await dialog.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  const subscribe = dialog.getByRole('button', { name: 'Iscriviti' });
  await expect(subscribe).toBeDisabled();
  await expect(dialog.getByText('Devi accettare la privacy policy per procedere')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
  await expect(subscribe).toBeEnabled();
  await subscribe.click();
}

test.describe('subscribing to the newsletter', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('from the footer box: the modal opens with the address, subscribes and closes', async ({ page }) => {
    const email = `newsletter.${Date.now()}@example.it`;
    await page.goto('/it/contact-us');
    const box = page.getByRole('textbox', { name: 'Il tuo indirizzo email' });
    await box.fill('giulia@negozio');
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByText('Inserisci un indirizzo email valido')).toBeVisible();
    await box.fill(email);
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(modal(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await subscribeInModal(page, '');
    await expect(page.getByText('Ti sei iscritto alla nostra newsletter!')).toBeVisible();
    await expect(modal(page)).toBeHidden();
  });

  test('an address already subscribed is told so, with the support address, and the modal stays open', async ({ page }) => {
    const email = `iscritta.${Date.now()}@example.it`;
    await api(page.request, 'commerce', 'updateNewsletterSubscription', [{ email, name: 'Giulia', lastName: 'Rossi' }]);
    await page.goto('/it');
    await page.getByRole('button', { name: 'Iscriviti alla newsletter' }).click();
    await subscribeInModal(page, email);
    await expect(page.getByText('Sei già iscritto alla newsletter. Per assistenza contattaci a assistenza@bottega.example!')).toBeVisible();
    await expect(modal(page)).toBeVisible();
  });
});
