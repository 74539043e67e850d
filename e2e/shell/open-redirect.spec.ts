import { test, expect, fragmentMounted } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { control, openLogin } from '../account/helpers';

// Crafted addresses a phisher would send, fed to the running shop: whatever the edge, the resolver,
// the shell's navigation or the login's return path makes of them, the browser stays on the shop.
const CRAFTED_PATHS = [
  '//evil.example',
  '//evil.example/it',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/it/%2F%2Fevil.example',
  '/it//evil.example',
  '/%09/evil.example',
];
const CRAFTED_TARGETS = ['//evil.example', '/\\evil.example', 'https://evil.example/it', '/\t/evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'];

test.describe('crafted addresses never lead off the shop', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  for (const path of CRAFTED_PATHS) {
    test(`a link to ${JSON.stringify(path)} on the shop`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      await page.goto(`${origin}${path}`);
      expect(new URL(page.url()).origin).toBe(origin);
    });
  }

  test('a navigation asked for on the bus with a foreign target is refused', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const offShop: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin && request.isNavigationRequest()) offShop.push(request.url());
    });
    await page.goto('/it/contact-us');
    await fragmentMounted(page, 'mf_content/ContactPage');
    // The crafted targets, then one on the shop: the shell handles the bus's events in order, so once
    // the last one has led to its page, every crafted one before it has been refused or followed.
    for (const to of [...CRAFTED_TARGETS, '/it/Cart']) {
      await page.evaluate((target) => window.dispatchEvent(new CustomEvent('shell:navigate', { detail: { v: 1, to: target } })), to);
    }
    await expect(page).toHaveURL(`${origin}/it/Cart`);
    expect(offShop).toEqual([]);
  });

  test('a login opened with a foreign return path leaves the shopper on the shop', async ({ page, baseURL }) => {
    await page.goto('/it/contact-us');
    await openLogin(page);
    await page.keyboard.press('Escape');
    // What a crafted link or a hostile fragment could ask: log in, then go to another site.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('account:open-login', { detail: { v: 1, mode: 'login', then: '/\\evil.example' } })));
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await control(dialog, 'E-mail').fill('mario.rossi@example.it');
    await control(dialog, 'Password').fill('Bottega1!');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});
