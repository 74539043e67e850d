import { test, expect, expectAccessible } from '../support/shop';
import { cookie, dataLayerEvents, publish } from '../support/browser';

const banner = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'La tua privacy' });

test.describe('cookie consent (Garante, 10 June 2021)', () => {
  test('a first-time visitor is asked, and browsing or scrolling is never taken as a yes', async ({ page, context }) => {
    await page.goto('/it');
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await page.mouse.wheel(0, 2000);
    await page.goto('/it/contact-us');
    await expect(banner(page)).toBeVisible();
    expect(await cookie(context, 'consent')).toBeUndefined();
  });

  test('refusing takes one click on a button as large as the accept button, and no statistics are sent', async ({ page, context }) => {
    await page.goto('/it');
    const reject = banner(page).getByRole('button', { name: 'Rifiuta', exact: true });
    const accept = banner(page).getByRole('button', { name: 'Accetta tutti' });
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.round(rejectBox!.width)).toBe(Math.round(acceptBox!.width));
    expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
    await reject.click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'consent'))!)).statistics).toBe(false);
    await publish(page, 'shell:analytics', { event: 'e2e_add_to_cart', payload: { sku: 'E2E' } });
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await publish(page, 'shell:analytics', { event: 'e2e_add_to_cart', payload: { sku: 'E2E' } });
    expect((await dataLayerEvents(page)).filter((entry) => entry.event === 'e2e_add_to_cart')).toEqual([]);
  });

  test('closing the banner with the X keeps the refusal', async ({ page, context }) => {
    await page.goto('/it');
    await banner(page).getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'consent'))!)).statistics).toBe(false);
  });

  test('after accepting from the footer link, events reach the dataLayer with the guest customer data', async ({ page }) => {
    await page.goto('/it');
    await banner(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await page.getByRole('button', { name: 'Preferenze cookie' }).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Personalizza' }).click();
    await banner(page)
      .getByRole('checkbox', { name: /Cookie statistici/ })
      .check();
    await banner(page).getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(banner(page)).toBeHidden();
    await publish(page, 'shell:analytics', { event: 'e2e_add_to_cart', payload: { sku: 'E2E' } });
    await expect
      .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === 'e2e_add_to_cart'))
      .toEqual([{ event: 'e2e_add_to_cart', sku: 'E2E', customer: { isLoggedIn: false, customerId: 0, customerGroupId: 1, customerGroupCode: 'GENERAL' } }]);
  });
});

test.describe('cookie consent without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shopper refuses, changes their mind from the footer and accepts, each with one click, back on the same page', async ({ page, context }) => {
    await page.goto('/it/c/uomo?color=nero');
    await expect(banner(page)).toBeVisible();
    // Opening the choices needs the script: it is not offered.
    await expect(banner(page).getByRole('button', { name: 'Personalizza' })).toBeHidden();
    await banner(page).getByRole('button', { name: 'Rifiuta', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/c\/uomo\?color=nero$/);
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'consent'))!)).statistics).toBe(false);

    // The footer's link opens the banner again on the page the shopper is on; the refusal holds until the next choice.
    await page.goto('/it/p/10001');
    await page.getByRole('navigation', { name: 'Il mio account' }).getByRole('button', { name: 'Preferenze cookie' }).click();
    await expect(page).toHaveURL(/\/it\/p\/10001$/);
    await expect(banner(page)).toBeVisible();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'consent'))!)).statistics).toBe(false);
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(page).toHaveURL(/\/it\/p\/10001$/);
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'consent'))!)).statistics).toBe(true);
    expect(await cookie(context, 'consent_reopen')).toBeUndefined();
  });

  test('closing with the X keeps the refusal', async ({ page, context }) => {
    await page.goto('/it/contact-us');
    await banner(page).getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }).click();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await expect(banner(page)).toBeHidden();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'consent'))!)).statistics).toBe(false);
  });
});
