import { cpSync, copyFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test, expect, fragmentMounted } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { currentRegistry } from './drills';

const root = path.resolve(__dirname, '..', '..');
const cdn = path.join(root, process.env.CDN_DIR ?? '.cdn');

/** The HTML the server sent inside one slot's wrapper (up to the next slot), for reading what the team drew there. */
function serverSlot(html: string, slot: string): string {
  const start = html.indexOf(`data-slot="${slot}"`);
  expect(start, `the page has the slot ${slot}`).toBeGreaterThan(-1);
  const next = html.indexOf('data-slot="', start + 1);
  return html.slice(start, next === -1 ? undefined : next);
}

test.describe('a team renderer that fails costs only its own slots, on the server too', () => {
  // The drills publish versions to this checkout's local CDN: only the shop this run serves sees them.
  test.skip(Boolean(process.env.E2E_BASE_URL), 'publishes drill versions to the local CDN');
  const drills: string[] = [];
  test.afterAll(() => {
    for (const folder of drills) rmSync(folder, { recursive: true, force: true });
  });

  for (const [mode, how] of [
    ['down', 'cannot start'],
    ['slow', 'answers after the budget'],
    ['throws', 'answers an error'],
    ['garbage', 'answers something that is not a fragment'],
  ] as const) {
    test(`a cart renderer that ${how}: the mini-cart and the cart page leave the server empty and mount in the browser, the rest is drawn`, async ({ page, context, request }) => {
      await consentAlreadyGiven(context);
      const entry = (await currentRegistry(request)).remotes.mf_cart.entry;
      const version = new URL(entry).pathname.split('/').at(-2)!;
      // The real browser build under a new version, with a renderer that misbehaves.
      const drill = `drill-${mode}-${Date.now()}`;
      const folder = path.join(cdn, 'mf-cart', drill);
      drills.push(folder);
      cpSync(path.join(cdn, 'mf-cart', version), folder, { recursive: true });
      copyFileSync(path.join(__dirname, 'drill-renderer.cjs'), path.join(folder, 'server', 'renderer.js'));
      const drillEntry = entry.replace(`/${version}/`, `/${drill}/`);

      const response = await page.goto(`/it/Cart?mf:mf_cart=${encodeURIComponent(drillEntry)}`);
      const html = await response!.text();
      expect(response!.status()).toBe(200);
      for (const slot of ['mf_cart/MiniCartButton', 'mf_cart/CartPage']) {
        expect(serverSlot(html, slot), `${slot} leaves the server empty`).toContain('<div data-slot-host="" data-start="load"></div>');
        expect(serverSlot(html, slot)).not.toContain('data-team=');
      }
      expect(html).not.toContain('__drillInjected');
      // The other teams' parts of the page are rendered as usual.
      expect(serverSlot(html, 'mf_content/TopBar')).toContain('data-team="cnt"');
      expect(serverSlot(html, 'mf_account/AccountButton')).toContain('data-team="acc"');
      expect(serverSlot(html, 'mf_content/FooterContent')).toContain('data-team="cnt"');

      // In the browser the cart team's code mounts its slots as it always did.
      await fragmentMounted(page, 'mf_cart/MiniCartButton');
      await fragmentMounted(page, 'mf_cart/CartPage');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').locator('[data-slot="mf_cart/MiniCartButton"] [data-team="cart"] a')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __drillInjected?: boolean }).__drillInjected)).toBeUndefined();
      await page.goto('/it?mf:reset');
    });
  }

  test('a cart renderer that answers past the slot budget: its slots still come in the same response, drawn in place, with JavaScript off', async ({ browser, request }) => {
    const entry = (await currentRegistry(request)).remotes.mf_cart.entry;
    const version = new URL(entry).pathname.split('/').at(-2)!;
    const drill = `drill-late-${Date.now()}`;
    const folder = path.join(cdn, 'mf-cart', drill);
    drills.push(folder);
    cpSync(path.join(cdn, 'mf-cart', version), folder, { recursive: true });
    copyFileSync(path.join(folder, 'server', 'renderer.js'), path.join(folder, 'server', 'renderer-on-time.js'));
    copyFileSync(path.join(__dirname, 'drill-renderer.cjs'), path.join(folder, 'server', 'renderer.js'));
    const drillEntry = entry.replace(`/${version}/`, `/${drill}/`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    await consentAlreadyGiven(context);
    const page = await context.newPage();
    const response = await page.goto(`/it/Cart?mf:mf_cart=${encodeURIComponent(drillEntry)}`);
    const html = await response!.text();
    for (const slot of ['mf_cart/MiniCartButton', 'mf_cart/CartPage']) {
      expect(serverSlot(html, slot), `${slot} is drawn by the late team`).toContain('data-team="cart"');
      expect(serverSlot(html, slot)).not.toContain('<div data-slot-host=""></div>');
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/it?mf:reset');
    await context.close();
  });
});
