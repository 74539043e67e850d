import { test, expect, expectAccessible, fragmentMounted } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

test.describe('a shopper writing to customer service', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('is told what to fix, then sends the message and gets a confirmation', async ({ page }) => {
    await page.goto('/it/contact-us');
    const send = page.getByRole('button', { name: 'Invia messaggio' });
    await send.click();
    await expect(page.getByText('Questo campo è obbligatorio')).toHaveCount(3);

    await page.getByRole('textbox', { name: 'Nome e cognome' }).fill('Giulia; Rossi');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('giulia@example');
    await page.getByRole('textbox', { name: /Telefono/ }).fill('12');
    await page.getByRole('textbox', { name: 'Come possiamo aiutarti?' }).fill('<b>Ciao</b>');
    await expect(page.getByText('Il campo non può contenere il punto e virgola')).toBeVisible();
    await expect(page.getByText('Inserisci un indirizzo email valido')).toBeVisible();
    await expect(page.getByText('Numero di telefono non valido')).toBeVisible();
    await expect(page.getByText('Il campo non può contenere i caratteri < e >')).toBeVisible();
    await send.click();
    await expect(page.getByRole('textbox', { name: 'Nome e cognome' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Nome e cognome' }).fill('Giulia Rossi');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('giulia.rossi@example.it');
    await page.getByRole('textbox', { name: /Telefono/ }).fill('333 123 4567');
    await page.getByRole('textbox', { name: 'Come possiamo aiutarti?' }).fill('Vorrei sapere se il cardigan blu torna disponibile in taglia M.');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Grazie, abbiamo ricevuto il tuo messaggio' })).toBeFocused();
  });

  test('finds the same page at /it/ContactUs, with the shop’s contacts', async ({ page }) => {
    await page.goto('/it/ContactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'assistenza@bottega.example' })).toBeVisible();
  });

  test('the contact page has no accessibility violations, errors shown included', async ({ page }) => {
    await page.goto('/it/contact-us');
    await fragmentMounted(page, 'mf_content/ContactPage');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expectAccessible(page);
  });
});
