import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test, expect, reachFor } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { currentRegistry, remoteEntryVersions } from './drills';

const root = path.resolve(__dirname, '..', '..');
const script = (name: string, ...args: string[]) => execFileSync(process.execPath, [path.join(root, 'scripts', name), ...args], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
const versionOf = (entry: string) => new URL(entry).pathname.split('/').at(-2) as string;

test.describe('independent deploy and version swap', () => {
  // The drill watches the remote's own files; the service worker must not answer for the network.
  test.use({ serviceWorkers: 'block' });
  // The deploy and rollback scripts publish to this checkout's .cdn: only the shop this run serves sees them.
  test.skip(Boolean(process.env.E2E_BASE_URL), 'deploys to the local CDN, not to a shop at E2E_BASE_URL');

  test('a new cart build goes live on reload, an integration tester pins the old one by URL, and a rollback restores it', async ({ page, request, context }) => {
    // One production build of the remote on this shared machine.
    test.setTimeout(300_000);
    await consentAlreadyGiven(context);
    const v1Entry = (await currentRegistry(request)).remotes.mf_cart.entry;
    const v1 = versionOf(v1Entry);
    const v2 = `e2e-${Date.now()}`;
    const cartOrigin = new URL(v1Entry).origin;
    const downloaded = remoteEntryVersions(page, cartOrigin);
    const banner = page.getByRole('region', { name: 'Moduli sostituiti per il test' });
    const showCart = async (url: string) => {
      downloaded.length = 0;
      await page.goto(url);
      await reachFor(page, 'mf_cart/MiniCartButton');
    };

    await test.step('the shop serves the cart remote as deployed', async () => {
      await showCart('/it');
      expect(downloaded).toEqual([v1]);
    });

    let deployed = false;
    try {
      await test.step('deploying a new version changes the registry, with no shell rebuild or restart', async () => {
        const shellBefore = await (await request.get('/it')).text();
        script('deploy-remote.mjs', 'mf-cart', v2);
        deployed = true;
        const v2Entry = (await currentRegistry(request)).remotes.mf_cart.entry;
        expect(v2Entry).toBe(v1Entry.replace(`/${v1}/`, `/${v2}/`));
        // The same shell bundle: only the inlined registry differs.
        const shellAfter = await (await request.get('/it')).text();
        const shellScripts = (html: string) => [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
        expect(shellScripts(shellAfter)).toEqual(shellScripts(shellBefore));
      });

      // The server draws the cart's slots with the version the browser then loads: its stylesheets come from that version's folder.
      const serverDrawsWith = async (version: string) => expect(await (await page.request.get('/it')).text()).toContain(`${cartOrigin}/${version}/chunks/fragment-MiniCartButton.`);

      await test.step('a reload shows the new version, drawn by its own server renderer', async () => {
        await showCart('/it');
        expect(downloaded).toEqual([v2]);
        await expect(banner).toHaveCount(0);
        await serverDrawsWith(v2);
      });

      await test.step('?mf:mf_cart=<manifest> brings back the old version, with a banner saying so', async () => {
        await showCart(`/it?mf:mf_cart=${encodeURIComponent(v1Entry)}`);
        expect(downloaded).toEqual([v1]);
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('mf_cart');
        await expect(banner).toContainText(v1Entry);
        await serverDrawsWith(v1);
      });

      await test.step('the override survives a reload', async () => {
        await showCart('/it');
        expect(downloaded).toEqual([v1]);
        await expect(banner).toBeVisible();
      });

      await test.step('?mf:reset returns to what the registry says', async () => {
        await showCart('/it?mf:reset');
        expect(downloaded).toEqual([v2]);
        await expect(banner).toHaveCount(0);
        await serverDrawsWith(v2);
      });

      await test.step('a rollback points the registry back, and a reload shows the old version', async () => {
        script('rollback-remote.mjs', 'mf-cart');
        deployed = false;
        expect((await currentRegistry(request)).remotes.mf_cart.entry).toBe(v1Entry);
        await showCart('/it');
        expect(downloaded).toEqual([v1]);
      });
    } finally {
      // Whatever failed, the shop is left as it was found for the suites that follow.
      if (deployed) script('rollback-remote.mjs', 'mf-cart');
      rmSync(path.join(root, process.env.CDN_DIR ?? '.cdn', 'mf-cart', v2), { recursive: true, force: true });
    }
  });
});
