// Screenshots of the account fragments through the dev harness, against a running API (the harness
// proxies /api to API_URL): `node dev/screenshots.mjs [outDir]` while `pnpm --filter @bottega/mf-account dev` runs.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const out = process.argv[2] ?? '/tmp/mf-account-shots';
const { port } = JSON.parse(readFileSync(new URL('../../remotes.json', import.meta.url), 'utf8')).remotes.find((remote) => remote.folder === 'mf-account');
const base = process.env.HARNESS_URL ?? `http://localhost:${port}`;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const only = process.env.ONLY?.split(',');

async function shot(name, query, { width = 1280, height = 900, act, context } = {}) {
  if (only && !only.includes(name)) return;
  const page = context ? await context.newPage() : await browser.newPage();
  await page.setViewportSize({ width, height });
  page.on('pageerror', (error) => console.error(`[${name}] pageerror`, error.message));
  await page.goto(`${base}/?${query}`);
  await page.waitForTimeout(1000);
  if (act) await act(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: !context });
  console.log(`${out}/${name}.png`);
  await page.close();
}

const fillRegistration = async (page, email) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Nome/).fill('Giulia');
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
  await page.getByLabel(/^Password/).fill('Bottega#2026');
  await page.getByLabel('Ripeti la password').fill('Bottega#2026');
};

await shot('login', 'fragment=LoginModal&open=true');
await shot('login-errors', 'fragment=LoginModal&open=true', { act: (page) => page.getByRole('button', { name: 'Accedi', exact: true }).click() });
await shot('login-wrong', 'fragment=LoginModal&open=true', {
  act: async (page) => {
    await page.getByLabel('E-mail').fill('nessuno@example.it');
    await page.getByLabel('Password').fill('sbagliata');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).waitFor();
  },
});
await shot('register', 'fragment=LoginModal&open=true&mode=register', { height: 1300 });
await shot('register-errors', 'fragment=LoginModal&open=true&mode=register', {
  height: 1300,
  act: async (page) => {
    await page.getByLabel('E-mail').fill('giulia@');
    await page.getByLabel('Codice fiscale').fill('RSSMRA85T10A562T');
    await page.getByLabel(/^Password/).fill('corta');
    await page.getByLabel('Ripeti la password').fill('diversa');
    await page.getByLabel(/^Nome/).focus();
    await page.getByLabel('Cognome').focus();
    await page.getByLabel('E-mail').focus();
  },
});
await shot('register-mobile', 'fragment=LoginModal&open=true&mode=register', { width: 390, height: 844, act: (page) => fillRegistration(page, 'x@example.it') });
await shot('forgot', 'fragment=LoginModal&open=true&mode=forgot');
await shot('thanks', 'fragment=LoginModal&open=true&mode=forgot', {
  act: async (page) => {
    await page.getByLabel('E-mail').fill('giulia@example.it');
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await page.getByText(/Se esiste un account/).waitFor();
  },
});
await shot('reset', 'fragment=ResetPasswordPage&token=abc&email=giulia%40example.it');
await shot('reset-missing', 'fragment=ResetPasswordPage');
await shot('reset-invalid', 'fragment=ResetPasswordPage&token=abc&email=giulia%40example.it', {
  act: async (page) => {
    await page.getByLabel(/^Nuova password/).fill('Bottega#2027');
    await page.getByLabel('Ripeti la nuova password').fill('Bottega#2027');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await page.getByRole('alert').filter({ hasText: /./ }).waitFor();
  },
});

// A customer of their own, registered through the modal, for the account pages.
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const setup = await context.newPage();
await setup.goto(`${base}/?fragment=LoginModal&open=true&mode=register`);
await fillRegistration(setup, `shot-${Date.now()}@example.it`);
for (const box of await setup.getByRole('checkbox').all()) await box.check();
await setup.getByRole('button', { name: 'Crea account' }).click();
await setup.getByRole('dialog').waitFor({ state: 'detached' });
await setup.close();
for (const pageName of ['MyProfile', 'AddressesDetails', 'MyNewsletter', 'OrderHistory', 'MyReviews', 'MyWishlist']) {
  await shot(`account-${pageName}`, `fragment=MyAccountPage&pageName=${pageName}`, { context });
}
await shot('account-address-form', 'fragment=MyAccountPage&pageName=AddressesDetails', {
  context,
  act: async (page) => {
    await page.getByRole('button', { name: 'Aggiungi un indirizzo' }).click();
    await page.getByLabel('CAP').fill('2012');
    await page.getByLabel('Provincia (sigla)').fill('XX');
    await page.getByLabel('Telefono').fill('12345');
    await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  },
});
// Orders need a paid checkout; their layout is shown over a faked answer instead.
const eur = (value) => ({ value, currency: 'EUR' });
const fakeOrder = (number, date, status, status_label, lines) => {
  const subtotal = lines.reduce((sum, [, , qty, price]) => sum + qty * price, 0);
  const shipping = subtotal >= 100 ? 0 : 5;
  return {
    number,
    order_date: date,
    status,
    status_label,
    total: { subtotal: eur(subtotal), discount: eur(0), shipping: eur(shipping), gift_cards: eur(0), grand_total: eur(subtotal + shipping) },
    items: lines.map(([name, options, quantity_ordered, price], i) => ({
      product_sku: `SKU-${i}`,
      product_name: name,
      selected_options: options,
      quantity_ordered,
      product_sale_price: eur(price),
    })),
  };
};
await shot('account-orders-filled', 'fragment=MyAccountPage&pageName=OrderHistory', {
  context,
  act: async (page) => {
    await page.route('**/api/commerce/customerOrders', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            items: [
              fakeOrder('000000112', '2026-11-19T10:12:00.000Z', 'processing', 'Pagato, in preparazione', [
                [
                  'Maglione girocollo in lana merino',
                  [
                    { label: 'Taglia', value: 'M' },
                    { label: 'Colore', value: 'Cammello' },
                  ],
                  1,
                  89.5,
                ],
                ['Sciarpa a coste', [], 2, 29.9],
              ]),
              fakeOrder('000000097', '2026-10-02T16:40:00.000Z', 'pending_payment', 'In attesa di pagamento', [['Camicia in lino', [{ label: 'Taglia', value: 'L' }], 1, 49]]),
              fakeOrder('000000051', '2026-06-11T08:05:00.000Z', 'canceled', 'Annullato', [['Cappotto in cashmere', [], 1, 390]]),
            ],
            page_info: { current_page: 1, page_size: 10, total_pages: 2 },
            total_count: 13,
          },
        }),
      }),
    );
    await page.reload();
    await page.getByText('000000112').waitFor();
    await page.getByRole('group').first().locator('summary').click();
  },
});
await shot('account-mobile', 'fragment=MyAccountPage&pageName=MyProfile', { context, width: 390, height: 844 });
await browser.close();
