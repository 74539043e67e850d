import type { Page } from '@playwright/test';
import { test, expect, pointAt, reachFor } from '../support/shop';
import { consentAlreadyGiven, holdRequests } from '../support/browser';
import { currentRegistry, fakeContainer, recordRemoteFailures } from './drills';

/**
 * Failure drills (issue 2, "Resilience"): a remote that is down, slow, serves a broken manifest or
 * throws at mount costs only its own slots. Run on a header remote (the cart's buttons) and on the
 * remote that owns the page (the content team's home page).
 */

const UNAVAILABLE = 'Questa sezione non è disponibile al momento. Il resto del negozio funziona normalmente.';

interface Subject {
  remote: string;
  where: string;
  /** The slot the drill watches. */
  slot: string;
  /** Other teams' slots on the home page, which must keep working. */
  healthy: string[];
  /** What the shopper sees instead of the missing fragment. */
  expectFallback: (page: Page) => Promise<void>;
  fragments: string[];
}

const subjects: Subject[] = [
  {
    remote: 'mf_cart',
    where: 'in the header',
    slot: 'mf_cart/MiniCartButton',
    healthy: ['mf_catalog/SearchBox', 'mf_account/AccountButton', 'mf_content/HomePage'],
    expectFallback: async (page) => {
      // The mini-cart becomes a plain link to the cart page.
      const link = page.locator('[data-slot="mf_cart/MiniCartButton"]').getByRole('link', { name: 'Carrello' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/it/Cart');
    },
    fragments: ['MiniCartButton', 'WishlistButton', 'CartSidebar', 'WishlistSidebar', 'WishlistHeart', 'AddToCartButton', 'CartPage', 'WishlistPage'],
  },
  {
    remote: 'mf_content',
    where: 'owning the page',
    slot: 'mf_content/HomePage',
    healthy: ['mf_catalog/SearchBox', 'mf_account/AccountButton', 'mf_cart/MiniCartButton'],
    expectFallback: async (page) => {
      await expect(page.locator('[data-slot="mf_content/HomePage"]').getByText(UNAVAILABLE)).toBeVisible();
    },
    fragments: ['HomePage', 'CmsPage', 'ContactPage', 'NotFoundPage', 'CatchAll', 'TopBar', 'FooterContent', 'Copyright', 'NewsletterModal', 'NewsletterFooterForm'],
  },
];

test.describe('a failing remote costs only its slot', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  for (const subject of subjects) {
    // Pointed at first, as a shopper reaches for it: a header button the server drew loads its code on intent.
    const slot = (page: Page) => pointAt(page, subject.slot);
    const othersStillWork = async (page: Page) => {
      // Reached for as a shopper does: the account button loads its code on intent.
      for (const other of subject.healthy) await reachFor(page, other);
    };

    test.describe(`${subject.remote} ${subject.where}`, () => {
      test('is down (connection refused): fallback, the rest of the shop works, the failure is reported', async ({ page, request }) => {
        const entry = (await currentRegistry(request)).remotes[subject.remote].entry;
        const failures = await recordRemoteFailures(page);
        await page.route(entry, (route) => route.abort('connectionrefused'));
        await page.goto('/it');
        await expect(await slot(page)).toHaveAttribute('data-slot-state', 'failed');
        await subject.expectFallback(page);
        await othersStillWork(page);
        expect((await failures()).map((failure) => failure.remote)).toContain(subject.remote);
      });

      test('serves a broken manifest: same outcome, after the retries', async ({ page, request }) => {
        const entry = (await currentRegistry(request)).remotes[subject.remote].entry;
        const failures = await recordRemoteFailures(page);
        let served = 0;
        await page.route(entry, (route) => {
          served += 1;
          return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"id":"broken","metaData":' });
        });
        await page.goto('/it');
        await expect(await slot(page)).toHaveAttribute('data-slot-state', 'failed');
        await subject.expectFallback(page);
        await othersStillWork(page);
        expect(served).toBeGreaterThan(1);
        expect((await failures()).map((failure) => failure.remote)).toContain(subject.remote);
      });

      test('is slow: the fallback shows meanwhile, and the fragment still arrives', async ({ page, request }) => {
        test.setTimeout(60_000);
        // Its code is held until the page has been seen waiting: on a busy machine a fixed delay could
        // end before the shell had even started.
        const release = await holdRequests(page, (await currentRegistry(request)).remotes[subject.remote].entry);
        await page.goto('/it');
        await othersStillWork(page);
        await expect(await slot(page)).toHaveAttribute('data-slot-state', 'slow');
        await subject.expectFallback(page);
        release();
        await expect(await slot(page)).toHaveAttribute('data-slot-state', 'mounted', { timeout: 20_000 });
      });

      test('throws at mount: the error stays in its slot', async ({ page, request }) => {
        const origin = new URL((await currentRegistry(request)).remotes[subject.remote].entry).origin;
        const failures = await recordRemoteFailures(page);
        const brokenEntry = `${origin}/e2e-throws-at-mount/remoteEntry.js`;
        await page.route(brokenEntry, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeContainer(subject.remote, subject.fragments) }));
        await page.goto(`/it?mf:${subject.remote}=${encodeURIComponent(brokenEntry)}`);
        await expect(await slot(page)).toHaveAttribute('data-slot-state', 'failed');
        await subject.expectFallback(page);
        await othersStillWork(page);
        expect(await failures()).toContainEqual(
          expect.objectContaining({ remote: subject.remote, fragment: subject.slot.split('/')[1], reason: expect.stringContaining('mount-failed') }),
        );
      });
    });
  }

  test('a remote built for another contract major is refused with an Italian message in its slot', async ({ page, request }) => {
    const origin = new URL((await currentRegistry(request)).remotes.mf_content.entry).origin;
    const futureEntry = `${origin}/e2e-contract-2/remoteEntry.js`;
    await page.route(futureEntry, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeContainer('mf_content', subjects[1].fragments, { contract: 2, failAtMount: false }) }),
    );
    await page.goto(`/it?mf:mf_content=${encodeURIComponent(futureEntry)}`);
    await expect(page.locator('[data-slot="mf_content/HomePage"]').getByRole('alert')).toContainText('non è compatibile con il negozio');
    await reachFor(page, 'mf_cart/MiniCartButton');
  });
});
