import { test, expect, fragmentMounted, installReactCounter, reachFor, shellLive } from '../support/shop';
import { consentAlreadyGiven, expiresIn, publish, setCookie } from '../support/browser';

test.describe('runtime composition', () => {
  test('the registry lists the five remotes by their manifests', async ({ request }) => {
    const registry = await (await request.get('/registry.json')).json();
    expect(Object.keys(registry.remotes).sort()).toEqual(['mf_account', 'mf_cart', 'mf_catalog', 'mf_checkout', 'mf_content']);
    for (const { entry } of Object.values<{ entry: string }>(registry.remotes)) expect(entry).toMatch(/\/mf-manifest\.json$/);
  });

  test('a page made of several teams holds exactly one React', async ({ page }) => {
    const reactCopies = await installReactCounter(page);
    await page.goto('/it/checkout-error');
    await fragmentMounted(page, 'mf_checkout/CheckoutErrorPage');
    await page.goto('/it/contact-us');
    await reachFor(page, 'mf_account/AccountButton');
    await fragmentMounted(page, 'mf_content/ContactPage');
    expect(await reactCopies()).toBe(1);
  });

  test('the account button, drawn by the server and waiting for intent, shows a login made elsewhere on the page', async ({ page, context }) => {
    await consentAlreadyGiven(context);
    await page.goto('/it/contact-us');
    // The header's: the phone menu's panel holds a second one.
    const account = page.getByRole('banner').locator('[data-slot="mf_account/AccountButton"]');
    await shellLive(page);
    await expect(account).toHaveAttribute('data-slot-state', 'waiting');
    await expect(account.getByRole('link', { name: 'Accedi' })).toBeVisible();
    // What the account team's login modal does on success: the session cookie, then the news.
    await setCookie(context, 'customer_expires', expiresIn(3600));
    await publish(page, 'account:changed', { loggedIn: true });
    await expect(account).toHaveAttribute('data-slot-state', 'mounted');
    await expect(account.getByRole('link', { name: 'Il mio account' })).toBeVisible();
  });

  test('each fragment root is marked with its team', async ({ page }) => {
    await page.goto('/it/contact-us');
    await reachFor(page, 'mf_account/AccountButton');
    await expect(page.getByRole('banner').locator('[data-slot="mf_account/AccountButton"] [data-team="acc"]')).toBeVisible();
  });

  test('a box the server drew is painted only once all of it has been parsed, its data last', async ({ page }) => {
    await page.goto('/it/c/uomo-maglioni');
    const nav = page.locator('[data-slot="mf_catalog/CategoryNav"] > [data-slot-host="server"]');
    await expect(nav.getByRole('link', { name: 'Uomo', exact: true })).toBeVisible();
    // A box as the parser leaves it when it yields inside it: the team's HTML without the data after it.
    const halfParsed = await page.evaluate(() => {
      const box = document.querySelector('[data-slot="mf_catalog/CategoryNav"]')!;
      const host = Object.assign(document.createElement('div'), { textContent: 'Uomo' });
      host.setAttribute('data-slot-host', 'server');
      box.append(host);
      const before = getComputedStyle(host).visibility;
      const data = Object.assign(document.createElement('script'), { type: 'application/json', textContent: '{}' });
      data.setAttribute('data-slot-data', '');
      host.after(data);
      const after = getComputedStyle(host).visibility;
      host.remove();
      data.remove();
      return { before, after };
    });
    expect(halfParsed).toEqual({ before: 'hidden', after: 'visible' });
  });

  test('the first paint waits for the header, so the cookie dialog before it is never painted half-parsed', async ({ page }) => {
    for (const path of ['/it/c/uomo-maglioni', '/it/CheckoutError']) {
      await page.goto(path);
      const expected = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute('href');
      await expect(page.locator('header').first(), path).toHaveAttribute('id', expected!.slice(1));
      // What the dialog needs: it comes before the header in the page.
      expect(
        await page.evaluate(() =>
          Boolean(document.querySelector('[role="dialog"]')!.compareDocumentPosition(document.querySelector('header')!) & Node.DOCUMENT_POSITION_FOLLOWING),
        ),
        path,
      ).toBe(true);
    }
  });

  test('checkout routes get the simplified header, and leaving unmounts the checkout fragment', async ({ page }) => {
    await page.goto('/it/CheckoutError');
    await fragmentMounted(page, 'mf_checkout/CheckoutErrorPage');
    await expect(page.getByText('Pagamento sicuro')).toBeVisible();
    await expect(page.locator('[data-slot="mf_catalog/SearchBox"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Torna al carrello' }).click();
    await expect(page).toHaveURL(/\/it\/Cart$/);
    await expect(page.locator('[data-team="chk"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="mf_catalog/SearchBox"]')).toHaveCount(1);
  });

  test('the home page hides the category navigation on the bare /it only', async ({ page }) => {
    await page.goto('/it');
    await fragmentMounted(page, 'mf_content/HomePage');
    await expect(page.locator('[data-slot="mf_catalog/CategoryNav"]')).toHaveCount(0);
    await page.goto('/it/Home');
    await reachFor(page, 'mf_catalog/CategoryNav');
  });

  test('the account area sends a visitor without a session to the home page', async ({ page }) => {
    // The server's answer is the redirect itself, not a page with an empty main that the browser then leaves.
    for (const path of ['/it/my-account', '/it/my-account/MyProfile']) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location]).toEqual([302, '/it']);
    }
    await page.goto('/it/my-account/MyProfile');
    await expect(page).toHaveURL(/\/it$/);
  });

  test('a visitor with an unreadable session marker is treated as a guest', async ({ page, context }) => {
    await context.addCookies([{ name: 'customer_expires', value: 'non-una-data', url: 'http://localhost:8080' }]);
    await page.goto('/it/my-account');
    await expect(page).toHaveURL(/\/it$/);
  });
});
