import { test, expect, shellLive } from '../support/shop';
import { consentAlreadyGiven, cookie, expiresIn, publish, setCookie } from '../support/browser';

const warning = 'Non sei autorizzato, effettua l’accesso.';

test.describe('session expiry', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('a shopper whose session has expired is logged out and told so, once', async ({ page, context }) => {
    await setCookie(context, 'customer_expires', expiresIn(-60));
    await setCookie(context, 'cart', 'carrello-scaduto');
    await setCookie(context, 'segments', 'vip');
    await page.goto('/it');
    await expect(page.getByRole('status').filter({ hasText: warning })).toBeVisible();
    expect(await cookie(context, 'customer_expires')).toBeUndefined();
    expect(await cookie(context, 'cart')).toBeUndefined();
    expect(await cookie(context, 'segments')).toBeUndefined();
    // Not persistent: it goes away, and the next page does not repeat it.
    await expect(page.getByText(warning)).toBeHidden();
    await publish(page, 'shell:navigate', { to: '/it/contact-us' });
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await expect(page.getByText(warning)).toHaveCount(0);
  });

  test('an expiry that cannot be read ends the session the same way', async ({ page, context }) => {
    await setCookie(context, 'customer_expires', 'domani');
    await page.goto('/it/contact-us');
    await expect(page.getByText(warning)).toBeVisible();
    expect(await cookie(context, 'customer_expires')).toBeUndefined();
  });

  test('a session that expires while browsing is noticed at the next navigation', async ({ page, context }) => {
    await setCookie(context, 'customer_expires', expiresIn(3600));
    await page.goto('/it/contact-us');
    // The session is checked once the shell has started: before it, no warning proves nothing.
    await shellLive(page);
    await expect(page.getByText(warning)).toHaveCount(0);
    await setCookie(context, 'customer_expires', expiresIn(-1));
    await publish(page, 'shell:navigate', { to: '/it' });
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.getByText(warning)).toBeVisible();
  });

  test('an expired session cannot open the account area', async ({ page, context }) => {
    await setCookie(context, 'customer_expires', expiresIn(-60));
    await page.goto('/it/my-account/OrderHistory');
    await expect(page).toHaveURL(/\/it$/);
  });
});
