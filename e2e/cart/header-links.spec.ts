import { test, expect, reachFor } from '../support/shop';
import { cartDrawer, cartWith, consentGiven, miniCart, simpleProductIn, wishlistButton, wishlistDrawer, wishlistWith } from './shopper';

/**
 * Issue 35 item 1: the header's bag and heart are links to the cart and wishlist pages, enhanced once
 * their code has come to open the drawers; a tap before that is never lost (it follows the link).
 */

test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

test('once mounted, the header’s bag and heart open their drawers and the page stays where it is', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await cartWith(page, product.sku);
  await wishlistWith(page, product.sku);
  await page.goto('/it/c/donna-accessori');
  await expect(miniCart(page)).toHaveAttribute('href', '/it/Cart');
  await expect(wishlistButton(page)).toHaveAttribute('href', '/it/wishlist');

  await reachFor(page, 'mf_cart/MiniCartButton');
  await miniCart(page).click();
  await expect(cartDrawer(page).getByRole('link', { name: product.name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toBeHidden();

  await reachFor(page, 'mf_cart/WishlistButton');
  await wishlistButton(page).click();
  await expect(wishlistDrawer(page).getByRole('link', { name: product.name })).toBeVisible();
  await expect(page).toHaveURL(/\/it\/c\/donna-accessori$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the header’s heart before its code has come is never lost: it leads to the wishlist page, or opens the drawer once', async ({ page }) => {
    await page.goto('/it', { waitUntil: 'load' });
    await wishlistButton(page).tap();
    const heading = page.getByRole('heading', { name: 'Lista dei desideri', level: 1 });
    await expect(heading.or(wishlistDrawer(page))).toBeVisible();
    // Whichever it was, it happened once: the page, or one drawer over the home page.
    if (await heading.isVisible()) await expect(page).toHaveURL(/\/it\/wishlist$/);
    else await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

test('with JavaScript the wishlist page hydrates what the server drew, and its card moves to the cart without leaving the page', async ({ page }) => {
  const product = await simpleProductIn(page.request);
  await page.goto('/it');
  await wishlistWith(page, product.sku);
  await page.goto('/it/wishlist');
  await reachFor(page, 'mf_cart/WishlistPage');
  await page.getByRole('button', { name: `Sposta nel carrello: ${product.name}` }).click();
  await expect(page.getByText(`${product.name} è stato aggiunto al carrello`)).toBeVisible();
  await expect(page.getByText('La tua lista dei desideri è vuota')).toBeVisible();
  await expect(page).toHaveURL(/\/it\/wishlist$/);
});
