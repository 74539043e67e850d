import { test, expect, expectAccessible, api } from '../support/shop';
import { billSameAsShipping, consentGiven, payWithCard, sweaterInCart } from './checkout';
import { PASSWORD, registeredCustomer } from '../account/helpers';

test.describe('a customer logs in at checkout', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('log in from the account step → on to shipping → a saved address → pay → thank-you with a link to the orders', async ({ page, request }) => {
    // A customer of their own with an address in Rome, made in another browser session (the
    // `request` fixture keeps its own cookies, and the activation link logs it in): this page stays a guest until it logs in.
    const email = await registeredCustomer(request, { firstname: 'Mario', lastname: 'Rossi' });
    await api(request, 'commerce', 'createCustomerAddress', [
      {
        firstname: 'Mario',
        lastname: 'Rossi',
        street: ['Via del Corso 101'],
        city: 'Roma',
        postcode: '00186',
        region_code: 'RM',
        country_code: 'IT',
        telephone: '+39 333 1234567',
        default_shipping: true,
      },
    ]);
    await sweaterInCart(page);
    await page.goto('/it/checkout/user-account');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();

    // The account team's modal, opened over the bus.
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Accedi' }).click();

    await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
    await expect(page.getByRole('radio', { name: /Via del Corso 101/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Spedisci a questo indirizzo' }).click();
    await expect(page.getByRole('radio', { name: /Corriere espresso/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continua alla fatturazione' }).click();
    await billSameAsShipping(page);

    await payWithCard(page, '5255 0000 0000 0001');
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you\?order=\d+/);
    await expect(page.getByRole('link', { name: 'Vedi i tuoi ordini' })).toHaveAttribute('href', '/it/my-account/cronologia-ordini');
  });
});
