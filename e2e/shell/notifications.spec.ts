import type { Locator } from '@playwright/test';
import { test, expect, expectAccessible, reachFor } from '../support/shop';
import { consentAlreadyGiven, cookie, notify, setCookie } from '../support/browser';
import { cartDrawer, cartWith, miniCart, simpleProductIn } from '../cart/shopper';

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
    // The area is in the server's HTML: a notification sent now shows the shell has started, and with
    // it whatever the cookie would have said.
    await notify(page, { type: 'info', message: 'Tutto funziona' });
    await expect(area(page)).toContainText('Tutto funziona');
    await expect(area(page).getByText('Grazie per il tuo ordine')).toHaveCount(0);
  });

  test('a malformed message cookie is thrown away and the page works', async ({ page, context }) => {
    await setCookie(context, 'message', '{"message": rotto');
    await page.goto('/it');
    // The area is in the server's HTML; the shell throws the cookie away once its code has started.
    await expect.poll(() => cookie(context, 'message')).toBeUndefined();
    await expect(area(page).getByRole('status')).toHaveCount(0);
    await notify(page, { type: 'info', message: 'Tutto funziona' });
    await expect(area(page)).toContainText('Tutto funziona');
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`never cover an open cart drawer's actions, ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The cart exists before the page asks for it, so the mini cart never starts from an empty one.
      await cartWith(page, (await simpleProductIn(page.request)).sku);
      await page.goto('/it');
      // Mounted, the bag opens the drawer; before, it is a link to the cart page.
      await reachFor(page, 'mf_cart/MiniCartButton');
      await miniCart(page).click();
      const drawer = cartDrawer(page);
      // Its actions, and its title and close button at the top, where the toasts start on a phone.
      const actions = [
        drawer.getByRole('link', { name: 'Procedi al checkout' }),
        drawer.getByRole('link', { name: 'Vai al carrello' }),
        drawer.getByRole('heading', { name: /^Il tuo carrello/ }),
        drawer.getByRole('button', { name: 'Chiudi' }),
      ];
      await expect(actions[1]!).toBeVisible();
      // Measured where the drawer comes to rest, not halfway through its slide.
      await drawer.evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      for (const message of ['Quantità aggiornata', 'Il carrello non è aggiornato e deve essere ricaricato.', 'Codice SALDI applicato']) {
        await notify(page, { type: 'info', title: 'Carrello', message, persist: true });
      }
      const toasts = await area(page).getByRole('status').all();
      expect(toasts).toHaveLength(3);
      const covered = [];
      for (const toast of toasts)
        for (const action of actions) if (overlap(await box(toast), await box(action))) covered.push((await action.textContent()) || (await action.getAttribute('aria-label')));
      expect(covered).toEqual([]);
      if (viewport.width >= 768) {
        // Beside the drawer, not over any of its controls.
        const panel = await box(drawer);
        for (const toast of toasts) expect((await box(toast)).right).toBeLessThanOrEqual(panel.left);
      }
    });
  }
});

async function box(locator: Locator) {
  const { x, y, width, height } = (await locator.boundingBox())!;
  return { left: x, top: y, right: x + width, bottom: y + height };
}

const overlap = (a: Awaited<ReturnType<typeof box>>, b: Awaited<ReturnType<typeof box>>) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
