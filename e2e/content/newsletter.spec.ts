import type { Page } from '@playwright/test';
import { test, expect, api, reachFor } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { newsletterLinkFor } from '../support/mailbox';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Iscriviti alla newsletter' });

async function subscribeInModal(page: Page, email: string) {
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

/** Double opt-in (docs/adr/0031): every accepted sign-up asks to open the e-mail, whatever the address. */
const CHECK_MAIL = 'Ti abbiamo inviato un’email: apri il link che contiene per completare l’iscrizione alla newsletter.';
const SUBSCRIBED = 'Ti sei iscritto alla nostra newsletter!';

/** The shell's notifications, by their words: a success is a status. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Opens the confirmation link of the last newsletter e-mail to `email`, as the shopper does from their mailbox. */
async function confirmFromMailbox(page: Page, email: string) {
  await page.goto(await newsletterLinkFor(page.request, email));
  await expect(page).toHaveURL(/\/it$/);
  await expect(notice(page, SUBSCRIBED)).toContainText('Iscrizione completata');
}

test.describe('subscribing to the newsletter', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('from the footer box: the modal opens with the address, subscribes and closes', async ({ page }) => {
    const email = `newsletter.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.it`;
    await page.goto('/it/contact-us');
    const box = page.getByRole('textbox', { name: 'Il tuo indirizzo email' });
    await box.fill('giulia@negozio');
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByText('Inserisci un indirizzo email valido')).toBeVisible();
    await box.fill(email);
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(modal(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await subscribeInModal(page, '');
    await expect(notice(page, CHECK_MAIL)).toContainText('Conferma la tua iscrizione');
    await expect(modal(page)).toBeHidden();
    // The subscription counts once the shopper opens the link in the e-mail.
    await confirmFromMailbox(page, email);
  });

  test('an address already subscribed hears what a new one hears, and the modal closes: nobody learns who is subscribed', async ({ page }) => {
    const email = `iscritta.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.it`;
    expect(await api(page.request, 'commerce', 'updateNewsletterSubscription', [{ email, name: 'Giulia', lastName: 'Rossi' }])).toEqual({ status: 'NOT_ACTIVE' });
    await confirmFromMailbox(page, email);

    await reachFor(page, 'mf_content/HomePage');
    await page.getByRole('link', { name: 'Iscriviti alla newsletter' }).click();
    await subscribeInModal(page, email);
    await expect(notice(page, CHECK_MAIL)).toContainText('Conferma la tua iscrizione');
    await expect(modal(page)).toBeHidden();
    await expect(page.getByText(/Sei già iscritto/)).toHaveCount(0);
    // Its owner, who reads the mailbox, confirms again and stays subscribed.
    await confirmFromMailbox(page, email);
  });
});
