import { test, expect } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { colourGroup, expectInCart, openedProductName, productCards, sizeGroup, tabInto, tabTo } from './catalog';

/** Issue 4, e2e: the browse-and-buy journey again, without a mouse. */

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

test('a keyboard user goes from the menu to a category, sorts, filters, and adds a sweater to the cart', async ({ page }) => {
  // The bare /it hides the category navigation (docs/product-rules.md §2); /it/Home is the same home page with it.
  await page.goto('/it/Home');
  const menu = page.getByRole('navigation', { name: 'Categorie' });

  await tabTo(page, menu.getByLabel('Apri Uomo'));
  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Maglioni', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Maglioni' })).toBeVisible();

  // The toolbar comes before the filter column, so the order first keeps the Tab path short.
  const sort = page.getByRole('combobox', { name: 'Ordina per' });
  await tabTo(page, sort);
  // Each arrow applies the next order at once: the shopper reads each list before the next press.
  const orders = await sort.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  for (let step = orders.indexOf(await sort.inputValue()) + 1; step <= orders.indexOf('price_asc'); step += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${orders[step]}`));
    await expect(page.locator('[data-slot="mf_catalog/CategoryPage"] [aria-busy="true"]')).toHaveCount(0);
  }
  await expect(sort).toBeFocused();
  await expect(page).toHaveURL(/[?&]sort=price_asc/);

  await tabTo(page, page.getByRole('checkbox', { name: /^Nero/ }));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]color=nero/);

  // The cheapest black items include gift cards (no size or colour): take the first garment.
  await tabTo(
    page,
    productCards(page)
      .filter({ hasNotText: /Carta regalo/ })
      .first()
      .getByRole('link'),
  );
  await page.keyboard.press('Enter');
  const name = await openedProductName(page, 'Maglioni');

  // Radio groups: Tab enters the group, Space picks, arrows move to the next value.
  await tabInto(page, colourGroup(page));
  await page.keyboard.press('Space');
  await tabInto(page, sizeGroup(page));
  await page.keyboard.press('Space');
  // Sold-out sizes are named "M (esaurito)": move on until the chosen size is in stock.
  const chosenInStock = sizeGroup(page).getByRole('radio', { checked: true, name: /^[^(]+$/ });
  for (let step = 0; step < 8 && (await chosenInStock.count()) === 0; step += 1) await page.keyboard.press('ArrowRight');
  await expect(chosenInStock).toHaveCount(1);

  await tabTo(page, page.getByRole('button', { name: 'Aggiungi al carrello' }));
  await page.keyboard.press('Enter');
  await expectInCart(page, name);
});
