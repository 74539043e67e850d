import { expect, type Locator, type Page } from '@playwright/test';
import { api } from '../support/shop';

/** Helpers of the catalog journeys: reading a listing and choosing a product's options. */

export const resultCount = (page: Page) => page.getByText(/^\d[\d.]* prodott[io]$/).first();
export const productCards = (page: Page) => page.getByRole('article');

/** The price a shopper pays on each card, in order: the last amount of the card (the special price when there is one). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await productCards(page).allInnerTexts();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/(\d{1,3}(?:\.\d{3})*,\d{2})\s€/g)].map((match) => Number(match[1].replace(/\./g, '').replace(',', '.')));
    return amounts[amounts.length - 1];
  });
}

/**
 * The name of the product page a card opened, read once that page has replaced the listing: right
 * after the click the listing's own heading can still be the page's first.
 */
export async function openedProductName(page: Page, listingHeading: string): Promise<string> {
  await expect(page).toHaveURL(/\/it\/p\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(listingHeading);
  return heading.innerText();
}

export const colourGroup = (page: Page) => page.getByRole('group', { name: /^Colore/ });
export const sizeGroup = (page: Page) => page.getByRole('group', { name: /^Taglia/ });
/** A size still in stock in the chosen colour (sold-out ones are labelled "(esaurito)"). */
export const sizeInStock = (page: Page) =>
  sizeGroup(page)
    .getByRole('radio', { name: /^[^(]+$/ })
    .first();

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 250) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never reached ${target}`);
}

/**
 * Presses Tab until focus is inside `group`. A radio group is one Tab stop, entered at its checked
 * radio when it has one, so "the first radio" may never receive focus.
 */
export async function tabInto(page: Page, group: Locator, max = 250) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await group.evaluate((element) => element.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`focus never entered ${group}`);
}

interface CartLine {
  quantity: number;
  product: { name: string; sku: string; parent_sku: string | null };
  configurable_options: { option_label: string; value_label: string }[];
}

/** The cart as the API holds it for this browser's cookies. */
export async function apiCart(page: Page) {
  return api<{ items: CartLine[]; total_quantity: number }>(page.request, 'commerce', 'cart', [null]);
}

export async function expectInCart(page: Page, name: string) {
  await expect.poll(async () => (await apiCart(page)).items.map((item) => item.product.name)).toContain(name);
  const line = (await apiCart(page)).items.find((item) => item.product.name === name)!;
  expect(line.quantity).toBe(1);
  expect(line.configurable_options.map((option) => option.option_label).sort()).toEqual(['Colore', 'Taglia']);
}
