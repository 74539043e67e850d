import { test, expect } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  // Product rule §4: opening the cart, the wishlist or the login closes the mobile menu first, here
  // pressed as a shopper does, on the buttons at the foot of the menu.
  for (const [label, slot, opened] of [
    ['cart', 'mf_cart/MiniCartButton', /^Il tuo carrello/],
    ['wishlist', 'mf_cart/WishlistButton', /^Lista dei desideri/],
    ['account', 'mf_account/AccountButton', 'Accedi'],
  ] as const) {
    test(`slides in with the catalog’s menu, and its ${label} button closes it, then opens its panel`, async ({ page }) => {
      await page.goto('/it');
      await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('navigation')).toBeVisible();
      // The cart's bag and heart are links to their pages until mounted (docs/adr/0042-drawers-behind-links.md): the panel opens once they are.
      const control = menu.locator(`[data-slot="${slot}"]`);
      await control.hover();
      await expect(control).toHaveAttribute('data-slot-state', 'mounted');
      await control.locator('a[href], button').first().tap();
      await expect(menu).toBeHidden();
      await expect(page.getByRole('dialog', { name: opened })).toBeVisible();
      // Only the panel asked for: the menu did not stay open beneath it.
      await expect(page.getByRole('dialog')).toHaveCount(1);
    });
  }

  test('closes when the shopper follows a link in it', async ({ page }) => {
    await page.goto('/it');
    await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // Top-level entries with children open their section (a <summary>); the links are inside.
    await menu.getByRole('navigation').locator('summary').first().click();
    await menu.getByRole('navigation').getByRole('link').first().click();
    await expect(menu).toBeHidden();
    await expect(page).not.toHaveURL(/\/it$/);
  });
});
