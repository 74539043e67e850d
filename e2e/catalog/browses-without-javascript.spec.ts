import type { Locator, Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { cardPrices, colourGroup, productCards, resultCount, sizeGroup } from './catalog';

/** Issue 9, item 1: the shop from the server's HTML alone, every step a link or a form. */

test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

interface Detail {
  name: string;
  brand: string;
  description: string;
  price_range: { minimum_price: { regular_price: { value: number }; final_price: { value: number } } };
  configurable_options: { attribute_code: 'color' | 'dimensione'; values: { label: string }[] }[];
}

/** The name link of the first of these cards whose product has options to choose. */
async function garmentWithOptions(page: Page, cards: Locator): Promise<Locator> {
  for (const card of await cards.all()) {
    const link = card.getByRole('heading').getByRole('link');
    const uid = (await link.getAttribute('href'))!.split('/').pop();
    const detail = await api<Detail>(page.request, 'commerce', 'productDetail', [uid]);
    if (detail.configurable_options.length > 0) return link;
  }
  throw new Error('no discounted card of a product with options');
}

const euro = (value: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(value);
const ascending = (prices: number[]) => prices.every((price, index) => index === 0 || prices[index - 1] <= price);
/** A radio named by its value, sold out or not ("M" or "M (esaurito)"), and not by a longer one ("XS"). */
const valueName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(esaurito\\))?$`);

test('a shopper without JavaScript goes from the menu to a category, ticks a colour, sorts, turns the page and reads a product', async ({ page }) => {
  // The bare /it hides the category navigation (docs/product-rules.md §2); /it/Home is the same home page with it.
  // A top-level link; the panels open without scripts too (e2e/shell/chrome-without-javascript.spec.ts).
  await page.goto('/it/Home');
  await page.getByRole('navigation', { name: 'Categorie' }).getByRole('link', { name: 'Uomo', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/c\/uomo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uomo' })).toBeVisible();
  const allCount = await resultCount(page).innerText();

  // A facet option is a link that reads as a checkbox: following it ticks the colour.
  await page.getByRole('complementary', { name: 'Filtri' }).getByRole('checkbox', { name: /^Nero/ }).click();
  await expect(page).toHaveURL(/\/it\/c\/uomo\?color=nero$/);
  await expect(page.getByRole('complementary', { name: 'Filtri' }).getByRole('checkbox', { name: /^Nero/ })).toBeChecked();
  await expect(resultCount(page)).not.toHaveText(allCount);

  // The order goes through the toolbar's form, whose button only shows without JavaScript.
  const sort = page.getByRole('combobox', { name: 'Ordina per' });
  await sort.selectOption('price_asc');
  await page.locator('form', { has: sort }).getByRole('button', { name: 'Applica' }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page).toHaveURL(/[?&]color=nero(&|$)/);
  await expect(sort).toHaveValue('price_asc');
  await expect(page.getByRole('checkbox', { name: /^Nero/ })).toBeChecked();
  await expect(productCards(page)).toHaveCount(14);
  const firstPage = await cardPrices(page);
  expect(ascending(firstPage)).toBe(true);

  // Page 2 by its link, the filter and the order kept.
  await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('link', { name: 'Pagina 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page).toHaveURL(/[?&]color=nero(&|$)/);
  await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  const secondPage = await cardPrices(page);
  expect(ascending(secondPage)).toBe(true);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage[firstPage.length - 1]);

  // A discounted garment with a colour and a size to read, told apart from one-size products by the API.
  const link = await garmentWithOptions(page, productCards(page).filter({ hasText: /Sconto del \d+%/ }));
  const name = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/it\/p\/[^/?]+$/);
  const product = await api<Detail>(page.request, 'commerce', 'productDetail', [new URL(page.url()).pathname.split('/').pop()]);
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(product.name).toBe(name);
  await expect(main.getByText(product.brand, { exact: true })).toBeVisible();

  const { regular_price: regular, final_price: special } = product.price_range.minimum_price;
  const percent = Math.round(100 - (special.value / regular.value) * 100);
  await expect(main).toContainText(`Prezzo originale ${euro(regular.value)}`);
  await expect(main).toContainText(`Prezzo scontato ${euro(special.value)}`);
  await expect(main.getByText(`-${percent}%`, { exact: true })).toBeVisible();
  await expect(main).toContainText(`Sconto del ${percent}%`);

  await expect(main.getByText(/^(Disponibile|Esaurito|Ultimo pezzo disponibile|Solo \d+ pezzi disponibili)$/)).toBeVisible();

  expect(product.configurable_options.map((option) => option.attribute_code).sort()).toEqual(['color', 'dimensione']);
  for (const option of product.configurable_options) {
    const group = option.attribute_code === 'color' ? colourGroup(page) : sizeGroup(page);
    await expect(group.getByRole('radio')).toHaveCount(option.values.length);
    for (const value of option.values) await expect(group.getByRole('radio', { name: valueName(value.label) })).toHaveCount(1);
  }
  await expect(colourGroup(page).getByRole('radio', { name: /^Nero/ })).toHaveCount(1);

  await expect(page.getByRole('region', { name: 'Descrizione' })).toContainText(product.description);

  const trail = page.getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it');
  await expect(trail.getByRole('link', { name: 'Uomo' })).toHaveAttribute('href', '/it/c/uomo');
  await expect(trail).toContainText(product.name);
});
