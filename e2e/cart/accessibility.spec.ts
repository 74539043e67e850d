import { test, expect, expectAccessible, api, reachFor } from '../support/shop';
import { cartDrawer, cartWith, consentGiven, miniCart, simpleProductIn, wishlistButton, wishlistDrawer } from './shopper';

test.describe('accessibility of the cart and the wishlist', () => {
  test.beforeEach(async ({ context, baseURL }) => consentGiven(context, baseURL!));

  test('axe finds no violations in the cart drawer, the wishlist drawer and the cart page', async ({ page, request }) => {
    const product = await simpleProductIn(request);
    await page.goto('/it');
    await cartWith(page, product.sku);
    await api(page.request, 'commerce', 'addProductToWishlist', [{ sku: product.sku, quantity: 1 }]);
    await page.reload();

    // Mounted, the bag and the heart open their drawers; before, they are links to their pages.
    await reachFor(page, 'mf_cart/MiniCartButton');
    await miniCart(page).click();
    await expect(cartDrawer(page).getByRole('link', { name: product.name })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await reachFor(page, 'mf_cart/WishlistButton');
    await wishlistButton(page).click();
    await expect(wishlistDrawer(page).getByRole('link', { name: product.name })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.goto('/it/Cart');
    await expect(page.getByRole('heading', { name: 'Carrello', level: 1 })).toBeVisible();
    await expectAccessible(page, '[data-slot="mf_cart/CartPage"]');
  });

  test('the cart page keeps its empty state accessible too', async ({ page }) => {
    await page.goto('/it/Cart');
    await expect(page.getByText('Il tuo carrello è vuoto')).toBeVisible();
    await expectAccessible(page, '[data-slot="mf_cart/CartPage"]');
  });
});
