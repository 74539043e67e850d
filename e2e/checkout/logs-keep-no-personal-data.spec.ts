import { readFileSync, statSync } from 'node:fs';
import { test, expect } from '../support/shop';
import { billSameAsShipping, consentGiven, payWithCard, shipTo, sweaterInCart } from './checkout';
import { FISCAL_CODE, PASSWORD, newEmail, registeredCustomer } from '../account/helpers';
import { activationLinkFor } from '../support/mailbox';

// docs/security.md and docs/operations.md, "Logs": whatever a shopper types or is given (their
// e-mail, name, address, phone, card, password, tokens and cookies) reaches no line of any process's
// log. The whole shop's log is read: the edge's, the API's and the teams' renderers'.

const shopLog = process.env.E2E_SHOP_LOG;
/** The card the payment sandbox approves (docs/architecture.md §3), as a shopper types it. */
const CARD = '4539 9700 0000 0006';

test.describe('the shop’s log', () => {
  test.skip(!shopLog || Boolean(process.env.E2E_BASE_URL), 'reads the log of the shop this run started');
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('keeps nothing of a shopper who registers, orders with their address and card, and logs out', async ({ page, context }) => {
    const from = statSync(shopLog!).size;
    const email = newEmail('ottavia');
    // Registered through the API, its activation link opened in this page's session: logged in.
    await registeredCustomer(page.request, { firstname: 'Ottavia', lastname: 'Quercioli', email });
    const activation = new URL(await activationLinkFor(page.request, email), 'http://shop').searchParams.get('token');
    await sweaterInCart(page);

    await page.goto('/it/checkout/shipping');
    await shipTo(page, {
      Nome: 'Ottavia',
      Cognome: 'Quercioli',
      'Indirizzo e numero civico': 'Via dei Serragli 77',
      CAP: '50124',
      Città: 'Firenze',
      Provincia: 'FI',
      Telefono: '347 9876543',
    });
    await billSameAsShipping(page);
    await payWithCard(page, CARD);
    await expect(page).toHaveURL(/\/it\/checkout\/thank-you\?order=\d+/);

    const cookies = (await context.cookies()).filter((cookie) => cookie.value.length >= 16 && cookie.name !== 'consent');
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['customer']));
    await page.goto('/it/my-account');
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/it$/);
    // The logout's own line closes the journey in the log (lines are written as requests end).
    await expect.poll(() => readFileSync(shopLog!, 'utf8').slice(from).includes('revokeCustomerToken')).toBe(true);

    const lines = readFileSync(shopLog!, 'utf8').slice(from).split('\n');
    const secrets = {
      email,
      'e-mail (encoded)': encodeURIComponent(email),
      firstname: 'Ottavia',
      lastname: 'Quercioli',
      street: 'Serragli',
      phone: '9876543',
      card: CARD.replaceAll(' ', ''),
      'card as typed': CARD,
      'card, last digits': '0000 0006',
      password: PASSWORD,
      'fiscal code': FISCAL_CODE,
      'activation token': activation!,
      ...Object.fromEntries(cookies.map((cookie) => [`cookie ${cookie.name}`, decodeURIComponent(cookie.value)])),
    };
    const leaks = Object.entries(secrets).flatMap(([what, value]) => lines.filter((line) => line.toLowerCase().includes(value.toLowerCase())).map((line) => `${what}: ${line}`));
    expect(leaks).toEqual([]);
    // The journey was logged: one line per request, with the trace's ids when tracing is on.
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(10);
  });
});
