import { test, expect, shellLive } from '../support/shop';
import { consentAlreadyGiven, holdRequests, placeOf, publish } from '../support/browser';

test.describe('header and scrolling', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('the header sticks after 20 px of scroll and casts its shadow after 30 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/it/contact-us');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
    // A shopper scrolling with the wheel has the pointer on the page, which starts the shell (docs/adr/0037).
    await shellLive(page);
    await page.evaluate(() => window.scrollTo(0, 25));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).not.toHaveAttribute('data-shadow', /.*/);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-shadow', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
  });

  test('a new page starts at the top, while a change of query on the same page keeps the place', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/it/contact-us');
    // Every fragment above the fold in place first: the place kept is the place the shopper read.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shellLive(page);
    await expect(page.locator('header [data-slot-state="loading"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="mf_content/ContactPage"]')).toHaveAttribute('data-slot-state', 'mounted');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const kept = await page.evaluate(() => window.scrollY);
    await publish(page, 'shell:navigate', { to: '/it/contact-us?argomento=resi' });
    await expect(page).toHaveURL(/argomento=resi/);
    expect(await page.evaluate(() => window.scrollY)).toBe(kept);
    await publish(page, 'shell:navigate', { to: '/it/checkout-error' });
    await expect(page).toHaveURL(/\/it\/checkout-error$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  /**
   * Every header slot the screen shows gets its fragment. The server drew them all, and each loads its
   * code when the shopper reaches for it: each is pointed at in turn, then the pointer leaves the
   * header. On a phone the category bar is not shown, and loads no code.
   */
  const everyShownSlotMounted = async (page: import('@playwright/test').Page, header: import('@playwright/test').Locator) => {
    const shown = header.locator('[data-slot]:visible');
    expect(await shown.count()).toBeGreaterThanOrEqual(5);
    // The pointer's arrival starts the shell (docs/adr/0037); a slot passed over before it was live would not hear it.
    await shellLive(page);
    for (const slot of await shown.all()) await slot.hover();
    await page.mouse.move(0, 0);
    await expect(header.locator('[data-slot-state="mounted"]:visible')).toHaveCount(await shown.count());
  };

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the header keeps its height when its fragments arrive (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Remotes a second late: the reserved space is what the shopper sees first.
      await page.route(/:808[1-5]\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto('/it/contact-us');
      const header = page.getByRole('banner');
      const before = (await header.boundingBox())?.height;
      await everyShownSlotMounted(page, header);
      expect((await header.boundingBox())?.height).toBe(before);
    });

    test(`the logo, the search box and the buttons keep their places when the buttons arrive (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const release = await holdRequests(page, '**/mf-manifest.json');
      await page.goto('/it/contact-us', { waitUntil: 'domcontentloaded' });
      const header = page.getByRole('banner');
      const parts = [
        header.getByRole('link', { name: 'Bottega, torna alla home' }),
        header.locator('[data-slot="mf_catalog/SearchBox"]'),
        header.locator('[data-slot="mf_account/AccountButton"]'),
        header.locator('[data-slot="mf_cart/WishlistButton"]'),
        header.locator('[data-slot="mf_cart/MiniCartButton"]'),
      ];
      const before = await Promise.all(parts.map(placeOf));
      release();
      await everyShownSlotMounted(page, header);
      expect(await Promise.all(parts.map(placeOf))).toEqual(before);
    });
  }
});
