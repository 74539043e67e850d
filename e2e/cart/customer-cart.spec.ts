import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, api } from '../support/shop';
import { logIn, newEmail, registeredCustomer } from '../account/helpers';
import { cartDrawer, consentGiven, miniCart, simpleProductIn } from './shopper';

/**
 * A customer made in a browser session of its own (the API's request context keeps its own
 * cookies), logged in there by the activation link, so a test can fill that customer's cart without touching the page's.
 */
const customer = (request: APIRequestContext, who: string) => registeredCustomer(request, { firstname: 'Giulia', lastname: 'Bianchi', email: newEmail(who) });

/** Logs out from the account area, which takes the shopper home. */
async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Il mio account' }).click();
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/it$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible();
}

const cartPageLine = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name });

test.describe("a customer's cart", () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('is kept with the account: gone when logged out, back at the next login', async ({ page, playwright, request, baseURL }) => {
    const own = await playwright.request.newContext({ baseURL });
    const email = await customer(own, 'carrello');
    await own.dispose();
    const product = await simpleProductIn(request);

    await page.goto('/it');
    await logIn(page, email);
    await page.goto(`/it/p/${product.uid}`);
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
    const drawer = cartDrawer(page);
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await drawer.getByRole('link', { name: 'Vai al carrello' }).click();
    await expect(page).toHaveURL(/\/it\/[cC]art$/);
    await expect(cartPageLine(page, product.name)).toBeVisible();

    await logOut(page);
    await expect(miniCart(page)).toHaveAccessibleName('Carrello');
    await page.goto('/it/Cart');
    await expect(page.getByText('Il tuo carrello è vuoto')).toBeVisible();

    // From the home page, with the saved cart holding something, a login goes on to checkout (docs/product-rules.md §4).
    await page.goto('/it');
    await logIn(page, email);
    await expect(page).toHaveURL(/\/it\/checkout/);
    await page.goto('/it/Cart');
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
    await expect(cartPageLine(page, product.name)).toBeVisible();
  });

  test('takes in what the shopper put in the cart as a guest, at login', async ({ page, playwright, request, baseURL }) => {
    const saved = await simpleProductIn(request, 'donna-accessori');
    const picked = await simpleProductIn(request, 'uomo-accessori');
    const own = await playwright.request.newContext({ baseURL });
    const email = await customer(own, 'unione');
    await api(own, 'commerce', 'addProductsToCart', [null, [{ sku: saved.sku, quantity: 1 }]]);
    await own.dispose();

    await page.goto(`/it/p/${picked.uid}`);
    await page.getByRole('button', { name: /Aggiungi al carrello/ }).click();
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 1 articolo');
    // The product page opens the cart drawer after an add; it is closed before going on.
    await expect(cartDrawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cartDrawer(page)).toBeHidden();

    await logIn(page, email);
    // Product rule §4: with something in the cart, a login goes on to checkout.
    await expect(page).toHaveURL(/\/it\/checkout/);
    await page.goto('/it/Cart');
    await expect(miniCart(page)).toHaveAccessibleName('Carrello, 2 articoli');
    await expect(cartPageLine(page, saved.name)).toBeVisible();
    await expect(cartPageLine(page, picked.name)).toBeVisible();

    // Merged, not copied: the guest cart is not left behind for the next guest on this browser.
    await logOut(page);
    await page.goto('/it/Cart');
    await expect(page.getByText('Il tuo carrello è vuoto')).toBeVisible();
  });
});
