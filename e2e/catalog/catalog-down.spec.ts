import { test, expect, pointAt, reachFor } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { currentRegistry } from '../composition/drills';

/** Issue 4, e2e: with mf-catalog down the header, the footer and the cart still work. */

test.use({ serviceWorkers: 'block' });
test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

test('the shop stays usable when the catalog remote is down', async ({ page, request }) => {
  const entry = (await currentRegistry(request)).remotes.mf_catalog.entry;
  await page.route(entry, (route) => route.abort('connectionrefused'));
  await page.goto('/it');
  await expect(await pointAt(page, 'mf_catalog/SearchBox')).toHaveAttribute('data-slot-state', 'failed');
  await reachFor(page, 'mf_cart/MiniCartButton');
  await reachFor(page, 'mf_account/AccountButton');
  await reachFor(page, 'mf_content/FooterContent');
  await page.locator('[data-slot="mf_cart/MiniCartButton"]').getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
