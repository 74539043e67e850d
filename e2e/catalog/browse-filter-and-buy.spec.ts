import { test, expect, expectAccessible } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { cardPrices, colourGroup, expectInCart, openedProductName, productCards, resultCount, sizeInStock } from './catalog';

/** Issue 4, e2e: menu → category → filter and sort (the address and results change, back restores) → product → size and colour → add. */

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

test('pointing at a category in the bar opens its panel, also when the pointer is what loads the bar’s code', async ({ page }) => {
  await page.goto('/it/Home');
  // Drawn by the server, the shell and the bar wait for intent (docs/adr/0037): the hover below is what brings their code.
  await expect(page.locator('html')).not.toHaveAttribute('data-started', '');
  const menu = page.getByRole('navigation', { name: 'Categorie' });
  await menu.getByRole('link', { name: 'Uomo', exact: true }).hover();
  await expect(menu.locator('details', { has: page.getByLabel('Apri Uomo') })).toHaveAttribute('open', '');
  await expect(menu.getByRole('link', { name: 'Maglioni', exact: true })).toBeVisible();
});

test("a shopper finds men's sweaters in the menu, narrows them to black, sorts by price, steps back, and buys one", async ({ page }) => {
  // The bare /it hides the category navigation (docs/product-rules.md §2); /it/Home is the same home page with it.
  await page.goto('/it/Home');
  const menu = page.getByRole('navigation', { name: 'Categorie' });
  await menu.getByLabel('Apri Uomo').click();
  await menu.getByRole('link', { name: 'Maglioni', exact: true }).click();

  await expect(page).toHaveURL(/\/it\/c\/uomo-maglioni$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maglioni' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Percorso' }).getByRole('link', { name: 'Uomo' })).toBeVisible();
  const allCount = await resultCount(page).innerText();

  // Black only: the address and the count both change.
  await page.getByRole('complementary', { name: 'Filtri' }).getByRole('checkbox', { name: /^Nero/ }).check();
  await expect(page).toHaveURL(/[?&]color=nero/);
  await expect(resultCount(page)).not.toHaveText(allCount);
  const blackCount = await resultCount(page).innerText();

  // Cheapest first.
  await page.getByRole('combobox', { name: 'Ordina per' }).selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1] <= price);
    })
    .toBe(true);

  // Back restores the previous facets, one step at a time.
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('default');
  await expect(resultCount(page)).toHaveText(blackCount);
  await page.goBack();
  await expect(page).toHaveURL(/\/it\/c\/uomo-maglioni$/);
  await expect(page.getByRole('checkbox', { name: /^Nero/ })).not.toBeChecked();
  await expect(resultCount(page)).toHaveText(allCount);

  // A sweater: size and colour are required before it goes to the cart.
  await productCards(page).first().getByRole('link').click();
  const name = await openedProductName(page, 'Maglioni');
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Scegli taglia e colore prima di aggiungere al carrello' })).toBeVisible();

  await colourGroup(page).getByRole('radio').first().check();
  await sizeInStock(page).check();
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await expectInCart(page, name);
});

test('a malformed listing address shows the listing with its defaults', async ({ page }) => {
  await page.goto('/it/c/uomo-maglioni?page=-4&sort=%3Cscript%3E&itemsPerPage=abc&priceFrom=x');
  await expect(page.getByRole('heading', { level: 1, name: 'Maglioni' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('default');
  await expect(productCards(page)).toHaveCount(14);
});

test('an unknown category or product shows the not-found page', async ({ page }) => {
  await page.goto('/it/c/categoria-che-non-esiste');
  await expect(page.getByRole('heading', { name: 'Ops!' })).toBeVisible();
  await page.goto('/it/p/999999999');
  await expect(page.getByRole('heading', { name: 'Ops!' })).toBeVisible();
});

test.describe('accessibility', () => {
  test('the listing has no axe violations', async ({ page }) => {
    await page.goto('/it/c/uomo-maglioni');
    await expect(productCards(page).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('the product page has no axe violations', async ({ page }) => {
    await page.goto('/it/c/uomo-maglioni');
    await productCards(page).first().getByRole('link').click();
    await expect(colourGroup(page)).toBeVisible();
    await expectAccessible(page);
  });
});
