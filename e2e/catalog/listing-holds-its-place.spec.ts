import { test, expect, fragmentMounted } from '../support/shop';
import { consentAlreadyGiven, holdRequests, placeOf, publish } from '../support/browser';
import { resultCount } from './catalog';

// A category page the server drew arrives whole. Reached inside the shop, it is drawn in three
// moments: placeholders, the category (trail, title, subcategories, toolbar), then its products.
// What is on screen keeps its place at each step.
test.describe('the category listing holds its place while it loads', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the title where its placeholder was, the toolbar where it first showed (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/it/Home');
      await fragmentMounted(page, 'mf_content/HomePage');
      const releaseCategory = await holdRequests(page, '**/api/commerce/categorySearch');
      const releaseProducts = await holdRequests(page, '**/api/commerce/products');
      // A top-level category: its subcategory chips come with it, between the title and the toolbar.
      await publish(page, 'shell:navigate', { to: '/it/c/uomo' });
      const listing = page.locator('[data-slot="mf_catalog/CategoryPage"]');
      const titlePlaceholder = listing.locator('[aria-busy="true"] > :nth-child(2)');
      const placeholderPlace = await placeOf(titlePlaceholder);

      releaseCategory();
      const title = listing.getByRole('heading', { level: 1, name: 'Uomo' });
      expect(await placeOf(title)).toEqual(placeholderPlace);
      await expect(listing.getByRole('list', { name: 'Sottocategorie' })).toBeVisible();
      const perPage = listing.getByRole('combobox', { name: 'Prodotti per pagina' });
      const toolbarPlace = await placeOf(perPage);

      releaseProducts();
      await expect(resultCount(page)).toBeVisible();
      expect(await placeOf(perPage)).toEqual(toolbarPlace);
    });
  }
});
