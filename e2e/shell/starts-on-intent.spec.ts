import type { Page } from '@playwright/test';
import { test, expect, installReactCounter } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { cartDrawer, cartWith, miniCart, simpleProductIn } from '../cart/shopper';
import { apiCart } from '../catalog/catalog';

/**
 * Issue 35, item 2 (docs/adr/0037): a page is usable as HTML, and the shell's code is fetched and run
 * on the shopper's first intent; a press made before it arrives is given back once.
 */

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

/** Every script the page fetched, by address. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('a page the shopper only reads fetches and runs no script, until the first intent', async ({ page, request }) => {
  const scripts = scriptsFetched(page);
  const reactRenderers = await installReactCounter(page);
  const product = await simpleProductIn(request);
  for (const path of ['/it', '/it/c/donna-accessori', `/it/p/${product.uid}`, '/it/Cart']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Idle time in which a start at load would have fetched its scripts.
    await page.waitForLoadState('networkidle');
    expect(scripts, path).toEqual([]);
    expect(await reactRenderers(), path).toBe(0);
  }
  await page.getByRole('heading', { level: 1 }).first().hover();
  await expect(page.locator('[data-slot-state="mounted"]').first()).toBeAttached();
  expect(await reactRenderers()).toBe(1);
  expect(scripts.some((url) => /\/main\.js/.test(url))).toBe(true);
});

test('the first tap on "Aggiungi al carrello" starts the shop and adds exactly one', async ({ page, request }) => {
  const product = await simpleProductIn(request);
  await page.goto(`/it/p/${product.uid}`, { waitUntil: 'load' });
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
  await expect(cartDrawer(page)).toBeVisible();
  // Given back once: no second line or quantity arrives later.
  await page.waitForLoadState('networkidle');
  expect((await apiCart(page)).total_quantity).toBe(1);
});

test('the first tap on the mini-cart is never lost: before its code it leads to the cart page, after it opens the cart once', async ({ page }) => {
  await page.goto('/it', { waitUntil: 'load' });
  await miniCart(page).click();
  // The bag is a link until its code has come (issue 35): the tap goes to the page, or opens the drawer if the code was quicker.
  await expect(cartDrawer(page).or(page.getByRole('heading', { name: 'Carrello', level: 1 }))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount((await cartDrawer(page).isVisible()) ? 1 : 0);
});

test('what the shopper types into the search box before the code arrives is kept', async ({ page }) => {
  await page.goto('/it', { waitUntil: 'load' });
  const box = page.getByRole('searchbox', { name: 'Cerca prodotti' });
  await box.click();
  await page.keyboard.type('maglione');
  await expect(box).toHaveValue('maglione');
  await expect(page.getByRole('region', { name: 'Risultati della ricerca' }).getByRole('status')).toHaveText(/\d+ risultati/);
  await expect(box).toHaveValue('maglione');
});

test('a page that shows nothing without JavaScript starts at load', async ({ page, request }) => {
  await cartWith(page, (await simpleProductIn(request)).sku);
  const scripts = scriptsFetched(page);
  await page.goto('/it/checkout', { waitUntil: 'load' });
  await expect(page).toHaveURL(/\/it\/checkout/);
  await expect(page.locator('html')).toHaveAttribute('data-started', '');
  expect(scripts.some((url) => /\/main\.js/.test(url))).toBe(true);
});
