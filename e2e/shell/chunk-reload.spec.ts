import { test, expect } from '../support/shop';
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
    await Promise.all([page.waitForEvent('load'), failAChunk(page)]);
    await expect(page).toHaveURL(/\/it\/contact-us$/);

    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await failAChunk(page);
    // Give a second reload every chance to start before concluding it did not.
    await page.waitForTimeout(2000);
    expect(navigations).toBe(0);
  });

  test('an ordinary error never reloads the page', async ({ page }) => {
    await page.goto('/it/contact-us');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.evaluate(() => {
      setTimeout(() => Promise.reject(new Error('qualcosa è andato storto')));
    });
    await page.waitForTimeout(2000);
    expect(navigations).toBe(0);
  });
});
