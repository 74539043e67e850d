import { test, expect, expectAccessible, fragmentMounted, reachFor } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

test.describe('a shopper arriving on the home page', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('sees the season’s hero, the categories and the catalog’s product rails', async ({ page }) => {
    await page.goto('/it');
    await fragmentMounted(page, 'mf_content/HomePage');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Scopri le novità/i })).toHaveAttribute('href', '/it/c/donna');
    for (const category of ['Donna', 'Uomo', 'Maglieria', 'Bambino']) {
      await expect(page.getByRole('region', { name: 'Acquista per categoria' }).getByRole('link', { name: category })).toBeVisible();
    }
    // The rails are the catalog team's fragments, nested in the home page: each mounts as it comes near the screen.
    const rails = page.locator('[data-team="cnt"] [data-nested-slot="mf_catalog/ProductRail"]');
    await expect(rails).toHaveCount(3);
    for (const [index, title] of ['Maglieria: il nostro mestiere', 'Nuovi arrivi Donna', 'Nuovi arrivi Uomo'].entries()) {
      await rails.nth(index).scrollIntoViewIfNeeded();
      await expect(rails.nth(index).locator('[data-team="cat"]').getByRole('heading', { name: title })).toBeVisible();
      await expect(rails.nth(index).locator('a[href*="/it/p/"]').first()).toBeVisible();
    }
  });

  test('follows a category tile inside the app', async ({ page }) => {
    await page.goto('/it');
    await page.getByRole('region', { name: 'Acquista per categoria' }).getByRole('link', { name: 'Maglieria' }).click();
    await expect(page).toHaveURL(/\/it\/c\/maglieria$/);
  });

  test('opens the newsletter from the call to action', async ({ page }) => {
    await page.goto('/it/Home');
    // A link to the newsletter page (docs/adr/0041) that opens the modal once the home page's code has loaded.
    await reachFor(page, 'mf_content/HomePage');
    await page.getByRole('link', { name: 'Iscriviti alla newsletter' }).click();
    await expect(page.getByRole('dialog', { name: 'Iscriviti alla newsletter' })).toBeVisible();
  });

  test('the home page has no accessibility violations', async ({ page }) => {
    await page.goto('/it');
    await fragmentMounted(page, 'mf_content/HomePage');
    // Every rail, and the hearts and buttons of its cards on the screen, mounted as the shopper scrolls to it.
    for (const rail of await page.locator('[data-nested-slot="mf_catalog/ProductRail"]').all()) {
      await rail.scrollIntoViewIfNeeded();
      await expect(rail.locator('[data-nested-slot="mf_cart/WishlistHeart"] button').first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});
