import { test, expect, expectAccessible, fragmentMounted } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

test.describe('informational pages and unknown addresses', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('about us opens by identifier at /it/Page and by its path, and its links stay in the shop', async ({ page }) => {
    await page.goto('/it/Page?id=about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
    await page.goto('/it/chi-siamo');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Scrivici' }).click();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
  });

  test('an old address is redirected to its page', async ({ page }) => {
    await page.goto('/it/shipping-information');
    await expect(page).toHaveURL(/\/it\/spedizioni-e-resi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spedizioni e resi' })).toBeVisible();
  });

  test('an unknown path answers 404 and shows the not-found page, which leads home', async ({ page }) => {
    const response = await page.goto('/it/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Ops!' })).toBeVisible();
    await expect(page.getByText('La pagina che stavi cercando non è stata trovata')).toBeVisible();
    await page.getByRole('link', { name: 'Vai alla homepage' }).click();
    await expect(page).toHaveURL(/\/it\/?$/);
  });

  test('a CMS page and the not-found page have no accessibility violations', async ({ page }) => {
    await page.goto('/it/Page?id=shipping-information');
    await expect(page.getByRole('heading', { level: 1, name: 'Spedizioni e resi' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/it/non-esiste-davvero');
    await fragmentMounted(page, 'mf_content/CatchAll');
    await expect(page.getByRole('heading', { level: 1, name: 'Ops!' })).toBeVisible();
    await expectAccessible(page);
  });
});
