import { test, expect, expectAccessible, reachFor } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

/** Issue 4, e2e: the header search and its results mega menu. */

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

const searchBox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: 'Cerca prodotti' });
const results = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Risultati della ricerca' });

test('a shopper searches "maglione", narrows to a category and opens a result', async ({ page }) => {
  await page.goto('/it');
  await searchBox(page).fill('maglione');
  await expect(results(page)).toBeVisible();
  await expect(results(page).getByRole('status')).toHaveText(/\d+ risultati/);

  const categories = results(page).getByRole('navigation', { name: 'Categorie' });
  await expect(categories.getByRole('button', { name: 'Tutte le categorie' })).toHaveAttribute('aria-pressed', 'true');
  const firstCategory = categories.getByRole('button').nth(1);
  await firstCategory.click();
  await expect(firstCategory).toHaveAttribute('aria-pressed', 'true');

  const first = results(page).getByRole('listitem').getByRole('link').first();
  const name = (await first.innerText()).split('\n').at(-1)!;
  await first.click();
  await expect(page).toHaveURL(/\/it\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(results(page)).toBeHidden();
});

test('the results keep coming as the shopper scrolls, 40 at a time', async ({ page }) => {
  await page.goto('/it');
  // This journey is about the pages of results: it starts once the box's code is there (what is typed
  // before it arrives is kept: fragment-kit's typing.ts and the forms' hydration tests).
  await reachFor(page, 'mf_catalog/SearchBox');
  await searchBox(page).fill('lana');
  const links = results(page).getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(40);
  // The scroll listener is attached a second after the results: scrolled to the end (from the top
  // again, so each try is a scroll) until it answers.
  await expect(async () => {
    await links.first().scrollIntoViewIfNeeded();
    await links.last().scrollIntoViewIfNeeded();
    await expect(links).toHaveCount(80, { timeout: 500 });
  }).toPass();
});

test('the menu needs 3 characters, says when nothing is found, and closes with Escape or a click outside', async ({ page }) => {
  await page.goto('/it');
  await searchBox(page).fill('ma');
  await expect(results(page).getByRole('status')).toHaveText('Scrivi almeno 3 caratteri');
  await searchBox(page).fill('qqqxxzzz');
  await expect(results(page).getByRole('status')).toHaveText('Nessun risultato trovato');
  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await searchBox(page).fill('%$#@!&');
  await expect(results(page).getByRole('status')).toHaveText('Nessun risultato trovato');
  await searchBox(page).fill('m'.repeat(500));
  await expect(results(page).getByRole('status')).toHaveText('Nessun risultato trovato');
  await page.mouse.click(5, 700);
  await expect(results(page)).toBeHidden();
});

test('the reset button clears the term and the category filter', async ({ page }) => {
  await page.goto('/it');
  await searchBox(page).fill('maglione');
  await results(page).getByRole('navigation', { name: 'Categorie' }).getByRole('button').nth(1).click();
  await page.getByRole('button', { name: 'Cancella ricerca' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await searchBox(page).fill('maglione');
  await expect(results(page).getByRole('button', { name: 'Tutte le categorie' })).toHaveAttribute('aria-pressed', 'true');
});

test('the open search has no axe violations', async ({ page }) => {
  await page.goto('/it');
  await searchBox(page).fill('maglione');
  await expect(results(page).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);
});
