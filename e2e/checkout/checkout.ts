import { expect, type BrowserContext, type Page } from '@playwright/test';
import { api } from '../support/shop';

/** Helpers of the checkout journeys: a sweater in the cart, the steps filled as a shopper would. */

/** A shopper who already answered the cookie banner: these journeys are about paying, not consent. */
export async function consentGiven(context: BrowserContext, shop: string) {
  await context.addCookies([{ name: 'consent', value: encodeURIComponent(JSON.stringify({ statistics: false, date: new Date().toISOString() })), url: shop }]);
}

interface Listed {
  __typename: string;
  uid: string;
  name: string;
  stock_status: string;
}
interface Detail {
  sku: string;
  name: string;
  variants: { attributes: { uid: string }[]; product: { sku: string; stock_status: string; only_x_left_in_stock: number | null } }[];
}

/**
 * Puts a sweater (a colour and size in stock) in this browser's cart through the API, the way the
 * product page does; read from the catalog so the journey does not depend on the seed's choices.
 */
export async function sweaterInCart(page: Page): Promise<{ name: string }> {
  const { items } = await api<{ items: Listed[] }>(page.request, 'commerce', 'products', [{ term: 'maglione', pageSize: 10 }]);
  for (const listed of items.filter((item) => item.stock_status === 'IN_STOCK')) {
    const product = await api<Detail>(page.request, 'commerce', 'productDetail', [listed.uid]);
    const variant = product.variants.find((each) => each.product.stock_status === 'IN_STOCK' && each.product.only_x_left_in_stock === null);
    if (!variant) continue;
    await api(page.request, 'commerce', 'addProductsToCart', [
      null,
      [{ sku: variant.product.sku, quantity: 1, parent_sku: product.sku, selected_options: variant.attributes.map((attribute) => attribute.uid) }],
    ]);
    return { name: product.name };
  }
  throw new Error('no sweater in stock on the first page of the search');
}

export const cartQuantity = async (page: Page) => (await api<{ total_quantity: number }>(page.request, 'commerce', 'cart', [null])).total_quantity;

/** Account step: continue without an account. */
export async function continueAsGuest(page: Page, email = 'giulia.bianchi@example.it') {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continua come ospite' }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/shipping$/);
}

/** An address as the shipping form asks for it, by its fields' labels. */
export interface ShippingAddress {
  Nome: string;
  Cognome: string;
  'Indirizzo e numero civico': string;
  CAP: string;
  Città: string;
  Provincia: string;
  Telefono: string;
}

const MILAN: ShippingAddress = {
  Nome: 'Giulia',
  Cognome: 'Bianchi',
  'Indirizzo e numero civico': 'Via Roma 12',
  CAP: '20121',
  Città: 'Milano',
  Provincia: 'MI',
  Telefono: '333 1234567',
};

/** Shipping step: an address (in Milan unless given) and the method offered for it. */
export async function shipTo(page: Page, address: ShippingAddress = MILAN) {
  for (const [label, value] of Object.entries(address)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByRole('radio', { name: /Corriere espresso/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continua alla fatturazione' }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/billing$/);
}

/** Billing step: the same address as shipping, no invoice to a company. */
export async function billSameAsShipping(page: Page) {
  await expect(page.getByRole('radio', { name: 'Uguale all’indirizzo di spedizione' })).toBeChecked();
  await page.getByRole('button', { name: 'Continua al pagamento' }).click();
  await expect(page).toHaveURL(/\/it\/checkout\/payment$/);
}

/**
 * The payment step's order button, once the terms are accepted: the box is never ticked for the
 * shopper and the order is not placed without it (docs/product-rules.md §10).
 */
export async function acceptTermsAndOrder(page: Page, click: 'click' | 'dblclick' = 'click') {
  await page.getByRole('checkbox', { name: /Ho letto e accetto le condizioni generali di vendita/ }).check();
  await page.getByRole('button', { name: /^Ordina con obbligo di pagamento · / })[click]();
}

/** From the payment step to the provider's page (the API's sandbox), card typed in. */
export async function payWithCard(page: Page, card: string) {
  await acceptTermsAndOrder(page);
  await expect(page).toHaveURL(/\/api\/payment\/xpay\/sandbox/);
  await page.getByLabel('Numero della carta').fill(card);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
  await page.getByRole('button', { name: /^Paga/ }).click();
}
