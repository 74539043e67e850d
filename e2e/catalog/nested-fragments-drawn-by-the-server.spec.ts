import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { consentAlreadyGiven, holdRequests } from '../support/browser';
import { currentRegistry } from '../composition/drills';
import { cardPrices, productCards } from './catalog';
import { cartDrawer, miniCart, simpleProductIn, wishlistButton } from '../cart/shopper';

/**
 * A fragment drawn inside another team's fragment (the cart team's heart and add-to-cart button on
 * each product card and on the product page, the catalog team's rails on the home page) is drawn by
 * its own team on the server too (docs/adr/0020): it reads without JavaScript, and in the browser it
 * loads its code only when the shopper reaches for it, without losing a click that comes first.
 */

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

interface Listed {
  __typename: string;
  uid: string;
  name: string;
}

/** The first page of a category as the API lists it, in the listing's default order. */
async function listing(request: APIRequestContext, categoryUid: string) {
  const { items } = await api<{ items: Listed[] }>(request, 'commerce', 'products', [{ filters: { category_uid: { in: [categoryUid] } }, pageSize: 14 }]);
  return items;
}

/** Where the cart team's code comes from, as the registry says. */
async function cartOrigin(request: APIRequestContext) {
  return new URL((await currentRegistry(request)).remotes.mf_cart.entry).origin;
}

/** The cart team's scripts: its remoteEntry.js and chunks (its manifest and styles are not held). */
const cartScripts = async (request: APIRequestContext) => `${await cartOrigin(request)}/**/*.js`;

/** A product's card, by its link (two products may share a name). */
const cardOf = (page: Page, product: Listed) => productCards(page).filter({ has: page.locator(`a[href="/it/p/${product.uid}"]`) });

const nestedBox = (page: Page, fragment: 'WishlistHeart' | 'AddToCartButton') => page.locator(`[data-nested-slot="mf_cart/${fragment}"]`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper reads a heart on every card of a category, and an add-to-cart button on each one-size product', async ({ page, request }) => {
    // Sweaters come in sizes and colours, chosen on their own page; accessories are one-size, added from the card.
    for (const category of ['uomo-maglioni', 'donna-accessori']) {
      const products = await listing(request, category);
      await page.goto(`/it/c/${category}`);
      await expect(productCards(page)).toHaveCount(products.length);
      for (const product of products) {
        const card = cardOf(page, product);
        await expect(card.getByRole('button', { name: `Aggiungi ${product.name} alla lista dei desideri` })).toHaveAttribute('aria-pressed', 'false');
        await expect(card.getByRole('button', { name: /^Aggiungi al carrello/ })).toHaveCount(product.__typename === 'SimpleProduct' ? 1 : 0);
      }
    }
  });

  test("a shopper reads the catalog's product rails on the home page, each card with its name, price and link", async ({ page }) => {
    // The same home page under both addresses (the bare /it only hides the category navigation).
    for (const address of ['/it/Home', '/it']) {
      await page.goto(address);
      for (const title of ['Maglieria: il nostro mestiere', 'Nuovi arrivi Donna', 'Nuovi arrivi Uomo']) {
        const rail = page.getByRole('region', { name: title });
        await expect(rail.getByRole('article').first()).toBeVisible();
        for (const card of await rail.getByRole('article').all()) {
          await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/it\/p\/[^/]+$/);
          await expect(card.getByRole('heading')).not.toBeEmpty();
        }
      }
      // The rails' cards are the page's only ones: each shows a price in euro.
      const prices = await cardPrices(page);
      expect(prices).toHaveLength(await productCards(page).count());
      for (const price of prices) expect(price).toBeGreaterThan(0);
    }
  });
});

test('on a category page the cart team’s code loads only when the shopper reaches for a heart', async ({ page, request }) => {
  const cart = await cartOrigin(request);
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && new URL(sent.url()).origin === cart) requested.push(sent.url());
  });
  const products = await listing(request, 'donna-accessori');
  const boxes = products.length + products.filter((product) => product.__typename === 'SimpleProduct').length;
  await page.goto('/it/c/donna-accessori');
  // The shopper points at the page's heading, which starts the shell and the listing (docs/adr/0037).
  await page.getByRole('heading', { level: 1 }).hover();
  // Every heart and button has hydrated into waiting: the listing's own code has run, and the cart's was never asked for.
  await expect(page.locator('[data-nested-slot^="mf_cart/"][data-slot-state="waiting"]')).toHaveCount(boxes);
  expect(requested).toEqual([]);

  // Pointing at one heart brings its code; the rest keep waiting for the shopper's hand.
  const hearts = nestedBox(page, 'WishlistHeart');
  await hearts.first().hover();
  await expect(hearts.first()).toHaveAttribute('data-slot-state', 'mounted');
  expect(requested).not.toEqual([]);
  await expect(hearts.nth(1)).toHaveAttribute('data-slot-state', 'waiting');
  await expect(nestedBox(page, 'AddToCartButton').first()).toHaveAttribute('data-slot-state', 'waiting');
});

test('the first click on a card’s heart, before its code has arrived, still adds the product to the wishlist', async ({ page, request }) => {
  const [product] = await listing(request, 'uomo-maglioni');
  // The cart team's code is held back until after the click: the click surely comes first.
  const release = await holdRequests(page, await cartScripts(request));
  await page.goto('/it/c/uomo-maglioni');
  const card = cardOf(page, product);
  const heart = card.getByRole('button', { name: `Aggiungi ${product.name} alla lista dei desideri` });
  await heart.click();
  // Held back by the page's catcher: nothing has toggled yet, and the heart's code is still on its way.
  await expect(card.locator('[data-nested-slot="mf_cart/WishlistHeart"]')).toHaveAttribute('data-slot-state', 'loading');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Once the heart has mounted, the click is given back to it.
  release();
  await expect(card.getByRole('button', { name: `Rimuovi ${product.name} dalla lista dei desideri` })).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistButton(page)).toHaveAccessibleName('Lista dei desideri, 1 articolo');
});

test('the first click on “Aggiungi al carrello” on a product page, before its code has arrived, adds the product', async ({ page, request }) => {
  // One-size and in stock (the first sweater, /it/p/10001, asks for a size and a colour first).
  const product = await simpleProductIn(request);
  const release = await holdRequests(page, await cartScripts(request));
  await page.goto(`/it/p/${product.uid}`);
  await expect(miniCart(page)).toHaveAccessibleName('Carrello');
  await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
  await expect(nestedBox(page, 'AddToCartButton')).toHaveAttribute('data-slot-state', 'loading');

  // The button mounts, takes the held click, and the product page opens the drawer as after any add.
  release();
  await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
  await expect(cartDrawer(page)).toBeVisible();
  await expect(cartDrawer(page).getByRole('link', { name: product.name })).toHaveAttribute('href', `/it/p/${product.uid}`);
});
