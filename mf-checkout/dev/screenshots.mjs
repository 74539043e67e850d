// Screenshots of every checkout step through the dev harness, over the real API (proxied by the
// harness to API_URL, default 127.0.0.1:8090): `node dev/screenshots.mjs [outDir]`.
// Needs the harness running: `pnpm --filter @bottega/mf-checkout dev`.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const out = process.argv[2] ?? '/tmp/mf-checkout-shots';
const { port } = JSON.parse(readFileSync(new URL('../../remotes.json', import.meta.url), 'utf8')).remotes.find((remote) => remote.folder === 'mf-checkout');
const base = process.env.HARNESS_URL ?? `http://localhost:${port}`;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function call(page, method, args) {
  const response = await page.request.post(`${base}/api/commerce/${method}`, { data: args });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${method}: ${response.status()} ${body.message}`);
  return body.data;
}

async function inStockSimple(page) {
  const { items } = await call(page, 'products', [{ filters: { category_uid: { in: ['donna-accessori'] } }, pageSize: 14 }]);
  return items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null);
}

const shot = async (page, name, query) => {
  await page.goto(`${base}/?fragment=CheckoutPage&${query}`);
  await page.locator('[data-team="chk"]').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
};

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'it-IT' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${label}] page error:`, error.message));
  const product = await inStockSimple(page);
  await call(page, 'addProductsToCart', [null, [{ sku: product.sku, quantity: 1 }]]);
  await shot(page, `${label}-1-user-account`, 'step=user-account');
  await page.getByRole('button', { name: 'Continua come ospite' }).click();
  await page.screenshot({ path: `${out}/${label}-1b-user-account-errors.png`, fullPage: true });
  await page.getByLabel(/^Email/).fill('giulia.bianchi@example.it');
  await page.getByRole('button', { name: 'Continua come ospite' }).click();
  await page.waitForURL(/checkout\/shipping/);
  await shot(page, `${label}-2-shipping`, 'step=shipping');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await page.screenshot({ path: `${out}/${label}-2b-shipping-errors.png`, fullPage: true });
  await page.getByLabel(/^Nome/).fill('Giulia');
  await page.getByLabel(/^Cognome/).fill('Bianchi');
  await page.getByLabel(/^Indirizzo/).fill('Via Roma 12');
  await page.getByLabel(/^CAP/).fill('20121');
  await page.getByLabel(/^Città/).fill('Milano');
  await page.getByLabel(/^Provincia/).fill('MI');
  await page.getByLabel(/^Telefono/).fill('333 1234567');
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await page.getByRole('radio').first().waitFor();
  await page.screenshot({ path: `${out}/${label}-2c-shipping-methods.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continua alla fatturazione' }).click();
  await page.waitForURL(/checkout\/billing/);
  await shot(page, `${label}-3-billing`, 'step=billing');
  await page.getByRole('checkbox').check();
  await page.getByLabel(/^Partita IVA/).fill('01234567890');
  await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await page.screenshot({ path: `${out}/${label}-3b-billing-business-errors.png`, fullPage: true });
  await page.getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await page.waitForURL(/checkout\/payment/);
  await shot(page, `${label}-4-payment`, 'step=payment');
  await shot(page, `${label}-4b-payment-declined`, 'step=payment&error=declined&order=100000001');
  await page.getByRole('button', { name: /^Paga/ }).click();
  await page.waitForURL(/xpay\/sandbox/);
  await page.waitForLoadState();
  await page.screenshot({ path: `${out}/${label}-5-sandbox.png`, fullPage: true });
  await shot(page, `${label}-6-thank-you`, 'step=thank-you&order=100000001');
  await page.goto(`${base}/?fragment=CheckoutErrorPage&reason=pending&order=100000001`);
  await page.locator('[data-team="chk"]').first().waitFor();
  await page.screenshot({ path: `${out}/${label}-7-error-pending.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
