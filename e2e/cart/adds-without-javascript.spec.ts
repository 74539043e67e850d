import type { Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { colourGroup, sizeGroup } from '../catalog/catalog';
import { consentGiven, simpleProductIn } from './shopper';

/** Issue 35 item 1: adding to the cart as HTML forms the cart team answers (docs/adr/0038-shopper-actions-as-html-forms.md). */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

interface Variant {
  attributes: { code: 'color' | 'dimensione'; label: string }[];
  product: { sku: string; stock_status: string; only_x_left_in_stock: number | null };
}
interface Detail {
  uid: string;
  name: string;
  configurable_options: { attribute_code: 'color' | 'dimensione'; values: { uid: string; label: string }[] }[];
  variants: Variant[];
}
interface CartView {
  total_quantity: number;
  items: { quantity: number; product: { sku: string; parent_sku: string | null } }[];
}

/** A garment with colour and size and one of its variants in plenty of stock, read from the API. */
async function garmentInStock(page: Page) {
  const { items } = await api<{ items: { uid: string; __typename: string; stock_status: string }[] }>(page.request, 'commerce', 'products', [
    { filters: { category_uid: { in: ['uomo-maglioni'] } }, pageSize: 14 },
  ]);
  for (const item of items.filter((one) => one.__typename === 'ConfigurableProduct' && one.stock_status === 'IN_STOCK')) {
    const detail = await api<Detail>(page.request, 'commerce', 'productDetail', [item.uid]);
    const variant = detail.variants.find((one) => one.product.stock_status === 'IN_STOCK' && one.product.only_x_left_in_stock === null);
    if (variant) return { detail, variant, label: (code: 'color' | 'dimensione') => variant.attributes.find((one) => one.code === code)!.label };
  }
  throw new Error('no garment with a variant in plenty of stock in uomo-maglioni');
}

const cart = (page: Page) => api<CartView>(page.request, 'commerce', 'cart', [null]);
const addButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Aggiungi al carrello', exact: true });
/** The add-to-cart form's fields as the server drew them (hidden inputs are read without scripts). */
async function formFields(page: Page) {
  const form = page.locator('form[action="/forms/mf_cart/add-to-cart"]').first();
  const fields: Record<string, string> = {};
  for (const input of await form.locator('input[type="hidden"]').all()) fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value'))!;
  return fields;
}

test('a shopper without JavaScript chooses colour and size in the address and adds that variant once, even when the form is posted again', async ({ page, baseURL }) => {
  const { detail, variant, label } = await garmentInStock(page);
  await page.goto(`/it/p/${detail.uid}`);

  // Pressed before choosing: the cart team asks for the choice on the same page, and adds nothing.
  await addButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Scegli taglia e colore prima di aggiungere al carrello');
  expect((await cart(page)).total_quantity).toBe(0);

  await colourGroup(page)
    .getByRole('radio', { name: new RegExp(`^${label('color')}`) })
    .check();
  await sizeGroup(page)
    .getByRole('radio', { name: new RegExp(`^${label('dimensione')}`) })
    .check();
  await page.getByRole('button', { name: 'Mostra la scelta' }).click();
  await expect(page).toHaveURL(/[?&]color=[^&]+&dimensione=[^&]+$/);
  await expect(colourGroup(page)).toContainText(`: ${label('color')}`);
  const chosen = page.url();

  await addButton(page).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${detail.name} è stato aggiunto al carrello`);
  expect(new URL(page.url()).searchParams.get('color')).toBe(new URL(chosen).searchParams.get('color'));
  expect((await cart(page)).items).toEqual([expect.objectContaining({ quantity: 1, product: expect.objectContaining({ sku: variant.product.sku }) })]);

  // The same form again, as a second press or a resubmission sends it: one piece still.
  await page.goto(chosen);
  const fields = await formFields(page);
  await addButton(page).click();
  const again = await page.request.post('/forms/mf_cart/add-to-cart', { form: fields, headers: { origin: baseURL!, referer: chosen }, maxRedirects: 0 });
  expect(again.status()).toBe(303);
  await page.goto(again.headers().location);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Il modulo era già stato inviato: ${detail.name} è stato aggiunto al carrello una volta sola.`);
  expect((await cart(page)).total_quantity).toBe(2);
});

test('a shopper without JavaScript adds a one-size product from its card and stays in the listing', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it/c/donna-accessori');
  await page.getByRole('button', { name: `Aggiungi al carrello: ${product.name}` }).click();
  await expect(page).toHaveURL(/\/it\/c\/donna-accessori\?esito=add-to-cart\.added\./);
  await expect(page.getByRole('article').filter({ hasText: product.name }).getByRole('status')).toHaveText(`${product.name} è stato aggiunto al carrello`);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(1);
  expect((await cart(page)).items.map((item) => item.product.sku)).toEqual([product.sku]);
});

test('a tampered sku or a post from another site ends on a page with an Italian message, and the cart does not change', async ({ page, baseURL }) => {
  const product = await simpleProductIn(page.request);
  await page.goto(`/it/p/${product.uid}`);
  await page.route('**/forms/mf_cart/add-to-cart', (route) =>
    route.continue({
      postData: route
        .request()
        .postData()!
        .replace(/sku=[^&]*/, 'sku=NON-ESISTE'),
    }),
  );
  await addButton(page).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Questo prodotto non può essere aggiunto al carrello');
  expect((await cart(page)).total_quantity).toBe(0);

  const fields = await formFields(page);
  const elsewhere = await page.request.post('/forms/mf_cart/add-to-cart', { form: fields, headers: { origin: 'https://evil.example', referer: `${baseURL}/it` }, maxRedirects: 0 });
  expect(elsewhere.status()).toBe(403);
  expect(await elsewhere.text()).toMatch(/non arriva da una pagina di Bottega/);
  expect((await cart(page)).total_quantity).toBe(0);
});
