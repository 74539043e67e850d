import { test, expect, api } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

/** Issue 35 item 1 and issue 33 item 3: search has a results page of its own, ranked as the header's menu ranks. */

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

const searchBox = (page: import('@playwright/test').Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Cerca prodotti' });
const results = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Prodotti' });

interface Found {
  items: { name: string }[];
  total_count: number;
}

test('Enter in the header search opens the results page, in the order the API ranks them', async ({ page }) => {
  const expected = await api<Found>(page.request, 'commerce', 'products', [{ term: 'maglione', page: 1, pageSize: 40 }]);
  await page.goto('/it');
  await searchBox(page).fill('maglione');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/it\/search\?term=maglione$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “maglione”');
  const names = results(page).getByRole('heading', { level: 2 }).getByRole('link');
  await expect(names).toHaveCount(expected.items.length);
  await expect(names).toHaveText(expected.items.map((item) => item.name));
  await expect(page.getByRole('region', { name: 'Risultati della ricerca' })).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper searches from the header, narrows to a category, turns the page and opens a product', async ({ page }) => {
    await page.goto('/it/Home');
    await searchBox(page).fill('lana');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/it\/search\?term=lana$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per “lana”');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/\d+ risultati/);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveCount(40);

    const categories = page.getByRole('navigation', { name: 'Categorie' }).last();
    await expect(categories.getByRole('link', { name: 'Tutte le categorie' })).toHaveAttribute('aria-current', 'page');
    const category = categories.getByRole('link').nth(1);
    const count = Number((await category.innerText()).match(/\((\d+)\)/)![1]);
    await category.click();
    await expect(page).toHaveURL(/\/it\/search\?term=lana&category=/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(count === 1 ? '1 risultato' : `${count} risultati`);

    await page.goto('/it/search?term=lana');
    await page.getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/\/it\/search\?term=lana&page=2$/);
    const first = results(page).getByRole('heading', { level: 2 }).getByRole('link').first();
    const name = await first.innerText();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('the results page searches again from its own form and says when nothing is found', async ({ page }) => {
    await page.goto('/it/search?term=ma');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Scrivi almeno 3 caratteri');
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Cerca prodotti' });
    await field.fill('qqqxxzzz');
    await page.getByRole('main').getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/it\/search\?term=qqqxxzzz$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Nessun risultato trovato');
  });
});
