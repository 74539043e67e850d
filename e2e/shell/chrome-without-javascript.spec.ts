import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { renderedButtons } from '../support/deadButtons';

/**
 * Issue 35, item 1: the phone menu, the category panels, the phone "Filtri" toggle, the footer's
 * account links and the checkout, each as the server draws it: first with no script at all, then with
 * the shop's code, where the same HTML must behave as it did.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

const menuPanel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Categorie' });
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filtri' });
const accountColumn = (page: Page) => page.getByRole('navigation', { name: 'Il mio account' });

test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

for (const javaScriptEnabled of [false, true]) {
  const without = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test.describe(`on a phone, ${without}`, () => {
    test.use({ ...phone, javaScriptEnabled });

    test('the menu slides in, opens a section, closes with its button and with Escape, and leads to a category', async ({ page }) => {
      await page.goto('/it');
      await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).tap();
      await expect(menuPanel(page)).toBeVisible();
      await menuPanel(page).getByRole('button', { name: 'Chiudi' }).tap();
      await expect(menuPanel(page)).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).tap();
      await page.keyboard.press('Escape');
      await expect(menuPanel(page)).toBeHidden();

      await page.getByRole('banner').getByRole('button', { name: 'Apri il menu' }).tap();
      const uomo = menuPanel(page)
        .locator('details', { has: page.locator('summary', { hasText: 'Uomo' }) })
        .first();
      await uomo.locator('summary').tap();
      await expect(uomo).toHaveAttribute('open', '');
      await uomo.getByRole('link', { name: 'Maglioni', exact: true }).tap();
      await expect(page).toHaveURL(/\/it\/c\/uomo-maglioni$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Maglioni' })).toBeVisible();
      await expect(menuPanel(page)).toBeHidden();
    });

    test('"Filtri" opens the filter panel over the listing; a colour narrows it, and the panel closes on its button', async ({ page }) => {
      await page.goto('/it/c/uomo-maglioni');
      await expect(filters(page)).toBeHidden();
      await page.getByRole('button', { name: 'Filtri' }).tap();
      await expect(filters(page)).toBeVisible();
      await filters(page).getByRole('checkbox', { name: /^Nero/ }).tap();
      await expect(page).toHaveURL(/[?&]color=nero/);
      // Without JavaScript the colour's link loaded the narrowed listing; with it the listing changed under the open panel.
      if (!javaScriptEnabled) await page.getByRole('button', { name: /^Filtri/ }).tap();
      await expect(filters(page).getByRole('checkbox', { name: /^Nero/ })).toBeChecked();
      await filters(page)
        .getByRole('button', { name: /^Mostra \d+ prodott/ })
        .tap();
      await expect(filters(page)).toBeHidden();
    });
  });

  test.describe(`on a desktop, ${without}`, () => {
    test.use({ ...desktop, javaScriptEnabled });

    test('a category panel opens from its toggle, by pointer and by keyboard, and its links lead on', async ({ page }) => {
      await page.goto('/it/Home');
      const uomo = categoryBar(page).locator('details', { has: page.getByLabel('Apri Uomo') });
      await categoryBar(page).getByLabel('Apri Uomo').click();
      await expect(uomo).toHaveAttribute('open', '');
      await expect(uomo.getByRole('link', { name: 'Maglioni', exact: true })).toBeVisible();
      await categoryBar(page).getByLabel('Apri Uomo').click();
      await expect(uomo).not.toHaveAttribute('open');

      // Only one panel at a time, and the keyboard opens them too.
      await categoryBar(page).getByLabel('Apri Donna').focus();
      await page.keyboard.press('Enter');
      const donna = categoryBar(page).locator('details', { has: page.getByLabel('Apri Donna') });
      await expect(donna).toHaveAttribute('open', '');
      await categoryBar(page).getByLabel('Apri Uomo').focus();
      await page.keyboard.press(' ');
      await expect(uomo).toHaveAttribute('open', '');
      await expect(donna).not.toHaveAttribute('open');
      // axe runs in the page: only where scripts may.
      if (javaScriptEnabled) await expectAccessible(page, 'header');
      await uomo.getByRole('link', { name: 'Maglioni', exact: true }).click();
      await expect(page).toHaveURL(/\/it\/c\/uomo-maglioni$/);
    });

    test('the footer’s account column links to real pages, and shows only the overlays a script can open', async ({ page }) => {
      await page.goto('/it/contact-us');
      const links = Object.fromEntries(
        await Promise.all(
          ['Accedi o registrati', 'Il mio carrello', 'La mia lista dei desideri', 'I miei ordini'].map(async (name) => [
            name,
            await accountColumn(page).getByRole('link', { name }).getAttribute('href'),
          ]),
        ),
      );
      expect(links).toEqual({
        'Accedi o registrati': '/it/login',
        'Il mio carrello': '/it/cart',
        'La mia lista dei desideri': '/it/wishlist',
        'I miei ordini': '/it/my-account/cronologia-ordini',
      });
      if (javaScriptEnabled) await expectAccessible(page, '[data-feature="footer-account"]');
    });
  });

  test.describe(`the checkout, ${without}`, () => {
    test.use({ ...phone, javaScriptEnabled });

    // Playwright's text and role locators skip <noscript>: what the shopper reads is the main's rendered text.
    const mainText = (page: Page) => page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText);

    test(javaScriptEnabled ? 'shows no notice about JavaScript' : 'says plainly on every step that it needs JavaScript, with the way back to the cart', async ({ page }) => {
      if (javaScriptEnabled) {
        await page.goto('/it/checkout/user-account');
        // An empty cart goes back to the cart page: the checkout's code ran, and the notice was never shown.
        await expect(page).toHaveURL(/\/it\/Cart$/);
        expect(await mainText(page)).not.toContain('serve JavaScript');
        return;
      }
      for (const step of ['user-account', 'shipping', 'billing', 'payment', 'thank-you']) {
        await page.goto(`/it/checkout/${step}`);
        const text = await mainText(page);
        expect(text).toContain('Per completare l’acquisto serve JavaScript');
        expect(text).not.toContain('Stiamo preparando il tuo ordine…');
      }
      await page.locator('main noscript a[href="/it/Cart"]').tap();
      await expect(page).toHaveURL(/\/it\/Cart$/);
    });
  });
}

test.describe('without JavaScript, no dead button in the chrome, the catalog’s menus and filters, the checkout, or the account and newsletter pages', () => {
  test.use({ javaScriptEnabled: false });

  for (const [size, viewport] of Object.entries({ phone: phone.viewport, desktop: desktop.viewport })) {
    test(`on the ${size}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/it/c/uomo');
      const product = (await page.getByRole('main').locator('a[href^="/it/p/"]').first().getAttribute('href'))!;
      const audit: string[] = [];
      const accountPages = ['/it/login', '/it/registrazione', '/it/password-dimenticata', '/it/reset-password?token=t&email=a%40b.it', '/it/newsletter'];
      for (const path of [
        '/it/Home',
        '/it/c/uomo',
        '/it/c/uomo?color=nero',
        '/it/c/uomo?color=nero&priceTo=1',
        product,
        '/it/cart',
        '/it/checkout/user-account',
        '/it/wishlist',
        ...accountPages,
      ]) {
        await page.goto(path);
        for (const button of await renderedButtons(page)) audit.push(`${path} ${button.team} ${button.works}: ${button.name}`);
      }
      // Every team's buttons: the cart team's full cart and wishlist are in e2e/cart/wishlist-page-without-javascript.spec.ts.
      await test.info().attach('buttons', { body: audit.join('\n'), contentType: 'text/plain' });
      expect(audit.filter((line) => / (shell|cat|chk|cart|acc|cnt) dead: /.test(line))).toEqual([]);
    });
  }
});
