import { test, expect, api } from '../support/shop';
import { consentAlreadyGiven, placeOf } from '../support/browser';
import { colourGroup, sizeInStock } from './catalog';
import type { Page } from '@playwright/test';

// Issue 35, "the phone journey has no dead ends": the first phone screen of a product names it,
// prices it and offers its add button, in the server's HTML and once the page's code has run.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Listed {
  uid: string;
  name: string;
  __typename: string;
  stock_status: string;
  price_range: { minimum_price: { final_price: { value: number } } };
}

/** A configurable sweater in stock, read from the catalog so the journey does not depend on the seed's choices. */
async function sweater(page: Page): Promise<Listed> {
  const { items } = await api<{ items: Listed[] }>(page.request, 'commerce', 'products', [{ term: 'maglione', pageSize: 10 }]);
  const found = items.find((item) => item.__typename === 'ConfigurableProduct' && item.stock_status === 'IN_STOCK');
  if (!found) throw new Error('no configurable sweater in stock on the first page of the search');
  return found;
}

/**
 * The shopper's thumb on the product's name, the first intent, which starts the page's code (docs/adr/0037),
 * and that code has taken over the server's product, looked at where it is (fragmentMounted would scroll to it).
 */
async function pageMounted(page: Page) {
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.locator('[data-slot="mf_catalog/ProductPage"]')).toHaveAttribute('data-slot-state', 'mounted');
}

/** The first screen as the shopper sees it: name, price and add button wholly inside the viewport. */
async function firstScreen(page: Page, product: Listed) {
  const name = page.getByRole('heading', { level: 1, name: product.name });
  const amount = product.price_range.minimum_price.final_price.value.toFixed(2).replace('.', ',');
  const price = page
    .locator('[data-slot="mf_catalog/ProductPage"]')
    .getByText(new RegExp(`${amount}\\s€$`))
    .last();
  const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
  for (const part of [name, price, add]) await expect(part).toBeInViewport({ ratio: 1 });
  return { name, price, add };
}

test.describe('a product on a phone, without JavaScript', () => {
  test.use({ ...PHONE, javaScriptEnabled: false });
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('shows its name, its price and the add button on the first screen', async ({ page }) => {
    const product = await sweater(page);
    await page.goto(`/it/p/${product.uid}`);
    await firstScreen(page, product);
  });

  test('shows each of its pictures from the gallery’s thumbnails', async ({ page }) => {
    const product = await sweater(page);
    await page.goto(`/it/p/${product.uid}`);
    const gallery = page.getByRole('region', { name: 'Immagini del prodotto' });
    const pictures = gallery.getByRole('img', { name: product.name });
    await expect(pictures.first()).toBeInViewport({ ratio: 0.9 });
    const count = await gallery.getByRole('link', { name: /^Mostra immagine/ }).count();
    expect(count).toBeGreaterThan(1);
    await gallery.getByRole('link', { name: `Mostra immagine ${count} di ${count}` }).tap();
    await expect(pictures.nth(count - 1)).toBeInViewport({ ratio: 0.9 });
    await expect(pictures.first()).not.toBeInViewport();
  });
});

test.describe('a product on a phone', () => {
  test.use(PHONE);
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('keeps the server’s name, price and add button in place as the page’s code takes over', async ({ browser, page }) => {
    const product = await sweater(page);
    // The server's page alone, as it is painted before any script runs.
    const drawn = await browser.newContext({ ...PHONE, javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const serverPage = await drawn.newPage();
    await serverPage.goto(`/it/p/${product.uid}`);
    const before = await Promise.all(Object.values(await firstScreen(serverPage, product)).map(placeOf));
    await drawn.close();

    await page.goto(`/it/p/${product.uid}`);
    await pageMounted(page);
    const parts = await firstScreen(page, product);
    expect(await Promise.all(Object.values(parts).map(placeOf))).toEqual(before);
    // The cart's button is the server's until the shopper reaches for it: still there, never an empty box.
    await expect(page.locator('[data-nested-slot="mf_cart/AddToCartButton"]').getByRole('button', { name: 'Aggiungi al carrello' })).toHaveCount(1);
  });

  test('a press before choosing brings colour and size to the shopper', async ({ page }) => {
    const product = await sweater(page);
    await page.goto(`/it/p/${product.uid}`);
    await pageMounted(page);
    const { add } = await firstScreen(page, product);
    await expect(colourGroup(page)).not.toBeInViewport();
    await add.tap();
    await expect(page.getByRole('alert').filter({ hasText: /Scegli/ })).toBeVisible();
    await expect(colourGroup(page)).toBeInViewport();
  });

  test('a tap on the add button after choosing colour and size, before the cart’s code, adds that variant', async ({ page }) => {
    const product = await sweater(page);
    await page.goto(`/it/p/${product.uid}`);
    await pageMounted(page);
    await colourGroup(page).getByRole('radio').first().check();
    await sizeInStock(page).check();
    const box = page.locator('[data-nested-slot="mf_cart/AddToCartButton"]');
    // The cart's button is still the server's: its code comes with this tap, which must not be lost.
    await expect(box).toHaveAttribute('data-slot-state', 'waiting');
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).tap();
    const drawer = page.getByRole('dialog', { name: /^Il tuo carrello/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(product.name)).toBeVisible();
  });
});
