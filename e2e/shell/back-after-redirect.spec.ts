import { test, expect, fragmentMounted } from '../support/shop';
import { consentAlreadyGiven, publish } from '../support/browser';

/**
 * A page that sends the shopper on (a checkout guard, an old address) must not stay in the history:
 * Back from where it sent them returns to the page before, instead of landing on the redirect and
 * being sent forward again.
 */
test.describe('Back after a redirect', () => {
  test.beforeEach(async ({ context, page }) => {
    await consentAlreadyGiven(context);
    await page.goto('/it/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
  });

  test('from the cart, where checkout sent an empty cart, returns to the page before', async ({ page }) => {
    await publish(page, 'shell:navigate', { to: '/it/checkout/shipping' });
    await expect(page).toHaveURL(/\/it\/Cart$/);
    await expect(page.getByText('Il tuo carrello è vuoto: aggiungi un prodotto per procedere al checkout.')).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
  });

  test('from the page an old address leads to, returns to the page before', async ({ page }) => {
    await publish(page, 'shell:navigate', { to: '/it/saldi' });
    await expect(page).toHaveURL(/\/it\/c\/outlet-interno$/);
    await fragmentMounted(page, 'mf_catalog/CategoryPage');

    await page.goBack();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
  });
});
