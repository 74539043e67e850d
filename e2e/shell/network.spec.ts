import { test, expect, fragmentMounted, shellLive } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

test.describe('connection', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('the shopper is told when the connection drops and when it returns', async ({ page, context }) => {
    await page.goto('/it/contact-us');
    await fragmentMounted(page, 'mf_content/ContactPage');
    await context.setOffline(true);
    await expect(page.getByText('Sei offline: controlla la connessione.', { exact: false })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Sei di nuovo online.')).toBeVisible();
  });

  test('offline, a page answers with the Italian offline page and the registry is never served stale', async ({ page, context }) => {
    await page.goto('/it');
    // The shell registers the service worker as it starts, on the pointer's arrival (docs/adr/0037).
    await shellLive(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await context.setOffline(true);
    // Polled: Playwright takes the page offline, then each service worker it knows of (it once answered
    // here). A copy the worker kept would be served on every try, and fail this.
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch('/registry.json').then(
            () => 'served',
            () => 'not served',
          ),
        ),
      )
      .toBe('not served');
    await page.goto('/it/contact-us').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'Sei offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Riprova' }).click();
    await expect(page.getByRole('heading', { name: 'Sei offline' })).toHaveCount(0);
  });
});
