import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { fragmentMounted, shellLive } from '../support/shop';
import { billSameAsShipping, consentGiven, continueAsGuest, payWithCard, shipTo, sweaterInCart } from '../checkout/checkout';
import { EDGES, ORIGIN, root, SHOP, Topology } from './topology';
import { describeFaults, faultsBetween, type Faults, type Scrapes } from './faults';

// The production drill (docs/deploy.md, "The drill"): the shop as production runs it, driven through
// its load balancer by a browser while processes are deployed, killed, restarted and cut off.

test.describe.configure({ mode: 'serial' });

const topology = new Topology();
const figures = {
  deploySecondsToBothEdges: [] as number[],
  rollbackSecondsToBothEdges: [] as number[],
  errorsShoppersSaw: [] as string[],
  requestsDuringRestarts: 0,
  requestsLostDuringRestarts: [] as string[],
  /** What the processes' metrics said went wrong during each kill and deploy step. */
  faults: {} as Record<string, Faults>,
};

/** What the metrics of every process say went wrong since `before`: printed, kept with the figures, and returned. */
async function faultsSince(step: string, before: Scrapes): Promise<Faults> {
  const faults = faultsBetween(before, await topology.scrape());
  figures.faults[step] = faults;
  console.log(describeFaults(step, faults));
  return faults;
}

/** How many slots of `team` (any version) the edges left to the browser, in all or with `outcome`. */
const slotsLeft = (faults: Faults, team: string, outcome?: string) =>
  Object.entries(faults.fallbacksByTeam)
    .filter(([name]) => name.startsWith(`${team}@`))
    .flatMap(([, outcomes]) => Object.entries(outcomes))
    .filter(([name]) => outcome === undefined || name === outcome)
    .reduce((sum, [, count]) => sum + count, 0);

/** What a shopper would see go wrong on this page: a script error, a request that failed or answered 5xx, a file missing. */
function watchForErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(`script error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page itself dropped by moving on (a navigation, a prefetch) failed no one.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    const file = /\.(js|css|json)(\?|$)/.test(new URL(response.url()).pathname);
    if (response.status() >= 500 || (response.status() === 404 && file)) seen.push(`${response.status()}: ${response.url()}`);
  });
  return seen;
}

/** The version of a remote an edge composes its pages with: the one its page names for the browser. */
async function versionAt(edge: string, remote: string): Promise<string | null> {
  const html = await fetch(`${edge}/it/c/uomo`, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.text(),
    () => '',
  );
  // The slot was rendered on the server (the team's root in it), with that version's files named.
  if (!html.includes('data-team="cat"')) return null;
  return new RegExp(`${remote}/([^/]+)/mf-manifest\\.json`).exec(html)?.[1] ?? null;
}

/** Seconds until every edge composes with `version` of the catalog. */
async function secondsUntilEdgesServe(version: string, since: number): Promise<number> {
  await expect.poll(async () => Promise.all(EDGES.map((edge) => versionAt(edge, 'mf-catalog'))), { timeout: 30_000, intervals: [100] }).toEqual(EDGES.map(() => version));
  return (Date.now() - since) / 1000;
}

/** A guest with a sweater in the cart, past the checkout's account step. */
async function guestAtShipping(page: Page, context: BrowserContext) {
  await consentGiven(context, SHOP);
  await sweaterInCart(page);
  await page.goto('/it/checkout/user-account');
  await fragmentMounted(page, 'mf_checkout/CheckoutPage');
  await continueAsGuest(page);
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  await topology.up();
});

test.afterAll(async () => {
  const lines = [
    `drill: deploy to both edges: ${figures.deploySecondsToBothEdges.map((s) => `${s.toFixed(2)} s`).join(', ')}`,
    `drill: rollback to both edges: ${figures.rollbackSecondsToBothEdges.map((s) => `${s.toFixed(2)} s`).join(', ')}`,
    `drill: errors the shopper saw: ${figures.errorsShoppersSaw.length}`,
    `drill: requests lost during the rolling restarts: ${figures.requestsLostDuringRestarts.length} of ${figures.requestsDuringRestarts}`,
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(root, '.test-results'), { recursive: true });
  writeFileSync(path.join(root, '.test-results', 'drill-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
  await topology.down();
});

test('a guest buys a sweater through the load balancer with the approved card', async ({ page, context }) => {
  const seen = watchForErrors(page);
  await guestAtShipping(page, context);
  await shipTo(page);
  await billSameAsShipping(page);
  await payWithCard(page, '4539 9700 0000 0006');
  await expect(page).toHaveURL(/\/it\/checkout\/thank-you\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeVisible();
  figures.errorsShoppersSaw.push(...seen);
  expect(seen).toEqual([]);
});

test("a team's deploy reaches both edges and the browser, a rollback too, and a tester's override works through the load balancer", async ({ page }) => {
  const seen = watchForErrors(page);
  const metricsBefore = await topology.scrape();
  const deployed = Date.now();
  topology.registry('deploy', 'mf-catalog', '2.0.0', '--renderers', topology.renderers.get('mf-catalog@2.0.0')!.join(','), '--by', 'drill');
  figures.deploySecondsToBothEdges.push(await secondsUntilEdgesServe('2.0.0', deployed));

  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await page.goto('/it/c/uomo');
  await fragmentMounted(page, 'mf_catalog/CategoryPage');
  expect(loaded.some((url) => url.startsWith(`${ORIGIN}/mf-catalog/2.0.0/`))).toBe(true);
  expect(loaded.some((url) => url.startsWith(`${ORIGIN}/mf-catalog/1.0.0/`))).toBe(false);

  const rolledBack = Date.now();
  topology.registry('rollback', 'mf-catalog', '--by', 'drill');
  figures.rollbackSecondsToBothEdges.push(await secondsUntilEdgesServe('1.0.0', rolledBack));

  // A tester's override: this browser alone gets 2.0.0, whichever edge answers.
  loaded.length = 0;
  await page.goto(`/it/c/uomo?mf:mf_catalog=${encodeURIComponent(`${ORIGIN}/mf-catalog/2.0.0/mf-manifest.json`)}`);
  await expect(page.getByText('Moduli sostituiti per il test')).toBeVisible();
  await fragmentMounted(page, 'mf_catalog/CategoryPage');
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await fragmentMounted(page, 'mf_catalog/CategoryPage');
  }
  expect(loaded.some((url) => url.startsWith(`${ORIGIN}/mf-catalog/2.0.0/`))).toBe(true);
  expect(loaded.some((url) => url.startsWith(`${ORIGIN}/mf-catalog/1.0.0/`))).toBe(false);
  await page.goto('/it?mf:reset');
  await expect(page.getByText('Moduli sostituiti per il test')).toBeHidden();
  await faultsSince('deploy, rollback and override of mf-catalog', metricsBefore);
  figures.errorsShoppersSaw.push(...seen);
  expect(seen).toEqual([]);
});

test('an edge, an API process and a renderer instance killed during a journey: the journey completes', async ({ page, context }) => {
  const seen = watchForErrors(page);
  await guestAtShipping(page, context);
  const metricsBefore = await topology.scrape();
  const killed = ['edge-1', 'api-1', 'renderer-mf-checkout@1.0.0-1'];
  for (const name of killed) await topology.stop(name, 'SIGKILL');
  await shipTo(page);
  await page.reload();
  await fragmentMounted(page, 'mf_checkout/CheckoutPage');
  await billSameAsShipping(page);
  await payWithCard(page, '4539 9700 0000 0006');
  await expect(page).toHaveURL(/\/it\/checkout\/thank-you\?order=\d+/);
  // The killed processes' own counts went with them; the others say what the kill cost shoppers.
  await faultsSince('an edge, an API process and a renderer instance killed', metricsBefore);
  figures.errorsShoppersSaw.push(...seen);
  expect(seen).toEqual([]);
  // The platform replaces what crashed.
  await Promise.all(killed.map((name) => topology.revive(name)));
});

test("a team's renderers all down cost only that team's slots", async ({ page }) => {
  const seen = watchForErrors(page);
  const content = ['renderer-mf-content@1.0.0-1', 'renderer-mf-content@1.0.0-2'];
  const metricsBefore = await topology.scrape();
  for (const name of content) await topology.stop(name, 'SIGKILL');
  const response = await fetch(`${SHOP}/it/c/uomo`);
  const html = await response.text();
  expect(response.status).toBe(200);
  // The catalog's page and the cart's and account's header buttons are rendered; the content team's footer is not.
  expect(html).toContain('data-team="cat"');
  expect(html).toContain('data-team="cart"');
  expect(html).not.toContain('data-team="cnt"');
  // In the browser the content team's slots mount from its files on the origin.
  await page.goto('/it/c/uomo');
  await fragmentMounted(page, 'mf_catalog/CategoryPage');
  await expect(page.locator('footer [data-team="cnt"]').first()).toBeAttached();
  // The edges' metrics show the fault where it is: the content team's slots, and no other team's.
  const faults = await faultsSince("mf-content's renderers all down", metricsBefore);
  expect(slotsLeft(faults, 'mf_content')).toBeGreaterThanOrEqual(1);
  expect(slotsLeft(faults, 'mf_content', 'error')).toBeGreaterThanOrEqual(1);
  expect(slotsLeft(faults, 'mf_catalog')).toBe(0);
  figures.errorsShoppersSaw.push(...seen);
  expect(seen).toEqual([]);
  await Promise.all(content.map((name) => topology.revive(name)));
});

test('both edges restart one after the other onto a new shell build while pages are open: nothing is lost, every page finds its files', async ({ page, context }) => {
  const seen = watchForErrors(page);
  await consentGiven(context, SHOP);
  // The home page with the category navigation (the bare /it hides it, product rule §2).
  await page.goto('/it/Home');
  await shellLive(page);

  // Shoppers keep coming meanwhile: pages and API calls through the load balancer, four at a time,
  // and a browser loading page after page, whose files may come from either edge, old or new.
  let running = true;
  const shopper = async () => {
    for (let turn = 0; running; turn += 1) {
      const [url, init]: [string, RequestInit] =
        turn % 2 === 0
          ? [`${SHOP}/it/c/uomo`, {}]
          : [`${SHOP}/api/commerce/menu`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ code: 'mainmenu' }]) }];
      figures.requestsDuringRestarts += 1;
      const outcome = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) }).then(
        async (response) => (await response.arrayBuffer(), response.ok ? null : `${response.status}`),
        (error: Error) => error.message,
      );
      if (outcome) figures.requestsLostDuringRestarts.push(`${url}: ${outcome}`);
    }
  };
  const browsing = await context.newPage();
  const seenBrowsing = watchForErrors(browsing);
  // Every file asked again at each page, as by a shopper arriving meanwhile.
  await (await context.newCDPSession(browsing)).send('Network.setCacheDisabled', { cacheDisabled: true });
  const browser = async () => {
    while (running) {
      await browsing.goto('/it/c/uomo');
      await shellLive(browsing);
    }
  };
  const metricsBefore = await topology.scrape();
  const traffic = Promise.all([shopper(), shopper(), shopper(), shopper(), browser()]);
  await topology.restartEdge(0, '2.0.0');
  // A rolling deploy leaves the edges on two shell builds for a while: pages from one, files from either.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  await topology.restartEdge(1, '2.0.0');
  running = false;
  await traffic;
  await faultsSince('both edges rolled onto shell 2.0.0 under traffic', metricsBefore);

  // The page opened on shell 1.0.0 still finds every file it names, though no edge serves that build now.
  const named = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"][href]')].map((element) =>
      'src' in element ? element.src : element.href,
    ),
  );
  expect(named.some((url) => url.includes('/shell/1.0.0/'))).toBe(true);
  const missing = (await Promise.all(named.map(async (url) => ((await fetch(url)).ok ? [] : [url])))).flat();
  expect(missing).toEqual([]);
  // And it goes on, on the files of its version.
  await page.getByRole('navigation', { name: 'Categorie' }).getByRole('link', { name: 'Uomo', exact: true }).click();
  await fragmentMounted(page, 'mf_catalog/CategoryPage');
  await page.goBack();
  await shellLive(page);
  figures.errorsShoppersSaw.push(...seen, ...seenBrowsing);
  expect([...seen, ...seenBrowsing]).toEqual([]);
  expect(figures.requestsLostDuringRestarts).toEqual([]);
  const fresh = await (await fetch(`${SHOP}/it`)).text();
  expect(fresh).toContain(`${ORIGIN}/shell/2.0.0/`);
});

test('the registry store stops: the edges keep serving, a deploy is refused with a clear message', async ({ page }) => {
  const seen = watchForErrors(page);
  topology.registryStore('stop');
  try {
    for (const edge of EDGES) {
      await expect.poll(async () => (await (await fetch(`${edge}/health/ready`)).json()).checks.registry.stale ?? '', { timeout: 15_000 }).toMatch(/registry store/);
      expect((await fetch(`${edge}/health/ready`)).status).toBe(200);
    }
    await page.goto('/it/c/uomo');
    await fragmentMounted(page, 'mf_catalog/CategoryPage');
    const refused = topology.registryRefusal('deploy', 'mf-catalog', '2.0.0', '--renderers', topology.renderers.get('mf-catalog@2.0.0')!.join(','));
    expect(refused.status).toBe(1);
    expect(refused.said).toMatch(/^\[registry\] the registry store at .* cannot be reached .*nothing was changed/m);
  } finally {
    topology.registryStore('start');
  }
  for (const edge of EDGES) {
    await expect.poll(async () => (await (await fetch(`${edge}/health/ready`)).json()).checks.registry.stale ?? 'fresh', { timeout: 15_000 }).toBe('fresh');
  }
  figures.errorsShoppersSaw.push(...seen);
  expect(seen).toEqual([]);
});
