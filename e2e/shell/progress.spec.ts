import { test, expect, shellLive } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

test.describe('loading progress', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('a bar runs across the top while a slow part of the page loads, and goes away after', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the remotes' manifests until the bar has been seen: a slow network, made deterministic.
    await page.route('**/mf-manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/it/contact-us', { waitUntil: 'domcontentloaded' });
    // The parts load once the shell has started, on the pointer's arrival (docs/adr/0037).
    await shellLive(page);
    const bar = page.getByRole('progressbar', { name: 'Caricamento della pagina' });
    await expect(bar).toBeVisible();
    release();
    await expect(page.locator('[data-phase]')).toHaveCount(0);
    // Every part on screen has arrived (a server-drawn part below the fold loads its code only when it comes near).
    const loadingOnScreen = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-slot-state="loading"]')].filter((slot) => {
            const box = slot.getBoundingClientRect();
            return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
          }).length,
      );
    await expect.poll(loadingOnScreen).toBe(0);
  });
});
