import { test, expect } from '../support/shop';
import { consentAlreadyGiven, publish } from '../support/browser';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('slides in with the catalog’s menu and closes before the cart opens', async ({ page }) => {
    await page.goto('/it');
    await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await publish(page, 'cart:open');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
  });

  test('closes when the shopper follows a link in it', async ({ page }) => {
    await page.goto('/it');
    await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // Top-level entries with children open their section; the links are inside.
    await menu.getByRole('navigation').getByRole('button').first().click();
    await menu.getByRole('navigation').getByRole('link').first().click();
    await expect(menu).toBeHidden();
    await expect(page).not.toHaveURL(/\/it$/);
  });
});
