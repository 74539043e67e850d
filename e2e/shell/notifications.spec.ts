import { test, expect, expectAccessible } from '../support/shop';
import { consentAlreadyGiven, cookie, notify, setCookie } from '../support/browser';

const area = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Notifiche' });

test.describe('notifications', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('shows at most three, never the same message twice, and drops the oldest', async ({ page }) => {
    await page.goto('/it');
    for (const message of ['Primo avviso', 'Secondo avviso', 'Secondo avviso', 'Terzo avviso', 'Quarto avviso']) {
      await notify(page, { type: 'info', message, persist: true });
    }
    await expect(area(page).getByRole('status')).toHaveCount(3);
    await expect(area(page)).not.toContainText('Primo avviso');
    await expect(area(page).getByText('Secondo avviso')).toHaveCount(1);
    await expect(area(page)).toContainText('Quarto avviso');
    await expectAccessible(page, 'section[aria-label="Notifiche"]');
  });

  test('a notification goes away by itself unless it is persistent, and an error is an alert', async ({ page }) => {
    await page.goto('/it');
    await notify(page, { type: 'success', message: 'Aggiunto al carrello' });
    await notify(page, { type: 'danger', message: 'Pagamento non riuscito', persist: true });
    await expect(area(page).getByRole('alert')).toContainText('Pagamento non riuscito');
    await expect(area(page).getByText('Aggiunto al carrello')).toBeHidden();
    await expect(area(page).getByRole('alert')).toBeVisible();
    await area(page).getByRole('alert').getByRole('button', { name: 'Chiudi la notifica' }).click();
    await expect(area(page).getByRole('alert')).toHaveCount(0);
  });

  test('a message cookie present at load becomes a notification, once', async ({ page, context }) => {
    await setCookie(context, 'message', JSON.stringify({ message: 'Grazie per il tuo ordine', type: 'success', title: 'Ordine ricevuto', persist: true }));
    await page.goto('/it');
    await expect(area(page).getByRole('status')).toContainText('Grazie per il tuo ordine');
    expect(await cookie(context, 'message')).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notifiche' })).toBeAttached();
    await expect(area(page).getByText('Grazie per il tuo ordine')).toHaveCount(0);
  });

  test('a malformed message cookie is thrown away and the page works', async ({ page, context }) => {
    await setCookie(context, 'message', '{"message": rotto');
    await page.goto('/it');
    await expect(area(page)).toBeAttached();
    await expect(area(page).getByRole('status')).toHaveCount(0);
    expect(await cookie(context, 'message')).toBeUndefined();
    await notify(page, { type: 'info', message: 'Tutto funziona' });
    await expect(area(page)).toContainText('Tutto funziona');
  });
});
