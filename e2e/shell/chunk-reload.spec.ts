import { test, expect, shellLive } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

/** What webpack raises when a hashed chunk is gone after a deploy, left unhandled. */
const failAChunk = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    setTimeout(() => Promise.reject(Object.assign(new Error('Loading chunk 999 failed.'), { name: 'ChunkLoadError' })));
  });

test.describe('a chunk that cannot be loaded', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('reloads the page once, and not again within a minute', async ({ page }) => {
    await page.goto('/it/contact-us');
    // The guard is the shell's: it is there once the shopper's pointer has started the shell (docs/adr/0037).
    await shellLive(page);
    await Promise.all([page.waitForEvent('load'), failAChunk(page)]);
    await expect(page).toHaveURL(/\/it\/contact-us$/);

    // A reload is a new document; the router's own history bookkeeping (replaceState) is not one.
    let navigations = 0;
    page.on('load', () => {
      navigations += 1;
    });
    await failAChunk(page);
    // Give a second reload every chance to start before concluding it did not.
    await page.waitForTimeout(2000);
    expect(navigations).toBe(0);
  });

  test.describe('a page fragment whose chunk is gone (404 after a deploy)', () => {
    // Playwright's routing does not see what a service worker fetches: the 404 must reach the page.
    test.use({ serviceWorkers: 'block' });

    test('reloads the page once, then shows the slot fallback', async ({ page }) => {
      const missing: string[] = [];
      // The content team's ContactPage chunk answers 404, as a hashed file removed by a new deploy does.
      await page.route(/\/chunks\/fragment-ContactPage\.[0-9a-f]+\.js$/, async (route) => {
        missing.push(route.request().url());
        await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
      });
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.goto('/it/contact-us');
      // The shell starts on the pointer's arrival (docs/adr/0037): the shopper points at the page, and again once it has reloaded.
      await Promise.all([page.waitForEvent('load'), page.mouse.move(1, 1)]);
      await page.mouse.move(200, 5);
      await expect(page.locator('main [data-fallback="unavailable"]')).toBeVisible();
      // The first failure reloaded the page; the second, within the minute, left the fallback.
      expect(loads).toBe(2);
      expect(missing.length).toBeGreaterThanOrEqual(2);
      await expect(page).toHaveURL(/\/it\/contact-us$/);
    });
  });

  test('an ordinary error never reloads the page', async ({ page }) => {
    await page.goto('/it/contact-us');
    await shellLive(page);
    let navigations = 0;
    page.on('load', () => {
      navigations += 1;
    });
    await page.evaluate(() => {
      setTimeout(() => Promise.reject(new Error('qualcosa è andato storto')));
    });
    await page.waitForTimeout(2000);
    expect(navigations).toBe(0);
  });
});
