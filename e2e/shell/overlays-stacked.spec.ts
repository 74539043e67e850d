import type { Locator, Page } from '@playwright/test';
import { test, expect, reachFor } from '../support/shop';
import { cartDrawer, cartWith, miniCart, simpleProductIn } from '../cart/shopper';
import { billSameAsShipping, continueAsGuest, shipTo, sweaterInCart } from '../checkout/checkout';

// Issue 35, "the phone journey has no dead ends": the cookie sheet of a first-time visitor (no
// consent cookie here) never covers the cart drawer's actions or the checkout's order button
// (ui/src/tokens.css, "Layers"; shell/src/features/consent/ConsentDialog.module.css).

const consentSheet = (page: Page) => page.getByRole('dialog', { name: 'La tua privacy' });

/** What a tap at the middle of `locator` would reach: 'free' when it is the element itself, else what covers it. */
const tapReaches = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const reached = document.elementFromPoint(left + width / 2, top + height / 2);
    return reached && element.contains(reached) ? 'free' : `covered by ${reached?.outerHTML.slice(0, 80)}`;
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the cookie sheet, ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('stays under an open cart drawer: its title, close button and actions all take a tap', async ({ page }) => {
      await cartWith(page, (await simpleProductIn(page.request)).sku);
      await page.goto('/it');
      await expect(consentSheet(page)).toBeVisible();
      // Mounted, the bag opens the drawer; before, it is a link to the cart page.
      await reachFor(page, 'mf_cart/MiniCartButton');
      await miniCart(page).click();
      const drawer = cartDrawer(page);
      await expect(drawer.getByRole('link', { name: 'Vai al carrello' })).toBeVisible();
      await drawer.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      const controls = [
        drawer.getByRole('heading', { name: /^Il tuo carrello/ }),
        drawer.getByRole('button', { name: 'Chiudi' }),
        drawer.getByRole('link', { name: 'Procedi al checkout' }),
        drawer.getByRole('link', { name: 'Vai al carrello' }),
      ];
      expect(await Promise.all(controls.map(tapReaches))).toEqual(['free', 'free', 'free', 'free']);
      await drawer.getByRole('link', { name: 'Procedi al checkout' }).click();
      await expect(page).toHaveURL(/\/it\/checkout/);
    });

    test('leaves the order button of the payment step in reach, even scrolled to the end of the page', async ({ page }) => {
      await sweaterInCart(page);
      await page.goto('/it/checkout');
      await continueAsGuest(page);
      await shipTo(page);
      await billSameAsShipping(page);
      await expect(consentSheet(page)).toBeVisible();
      const order = page.getByRole('button', { name: /^Ordina con obbligo di pagamento · / });
      await expect(order).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(order).toBeInViewport({ ratio: 1 });
      expect(await tapReaches(order)).toBe('free');
      // The sheet is still there, and still answers.
      await expect(consentSheet(page).getByRole('button', { name: 'Rifiuta', exact: true })).toBeInViewport();
    });
  });
}
