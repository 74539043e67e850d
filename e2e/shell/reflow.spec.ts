import { test, expect } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { cartWith, simpleProductIn } from '../cart/shopper';

// WCAG 2.1 1.4.10 (reflow): at 320 CSS px wide a page reads without scrolling sideways. The widest
// line of each part (the header's three buttons, the footer's newsletter box) must give way instead.
const PAGES = ['/it', '/it/c/donna', '/it/p/10001', '/it/Cart', '/it/checkout/user-account', '/it/contact-us', '/it/chi-siamo', '/it/pagina-che-non-esiste'];

test.describe('the shop on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('no page scrolls sideways, the cart and the checkout with a line in the cart included', async ({ page, request }) => {
    await page.goto('/it');
    await cartWith(page, (await simpleProductIn(request)).sku);
    for (const path of PAGES) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
    }
  });
});
