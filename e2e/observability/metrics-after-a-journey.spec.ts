import { test, expect } from '@playwright/test';
import { api, fragmentMounted } from '../support/shop';
import { grew, scrape, sumOf } from '../support/metrics';

// docs/operations.md, "Metrics" and "Real shoppers": what a shopper's visit moves in the edge's and
// the API's metrics, and the report their browser sends when the page is hidden.

const EDGE_METRICS = 'http://127.0.0.1:8089/metrics';
const API_METRICS = 'http://127.0.0.1:8090/metrics';

test("a shopper's visit moves the edge's and the API's metrics, and their browser's report arrives by team and version", async ({ page, baseURL }) => {
  const before = { edge: await scrape(EDGE_METRICS), api: await scrape(API_METRICS) };
  expect(before.edge).toContain('# TYPE bottega_fragment_outcomes_total counter');

  // The reporter (web-vitals and the batch) comes on the shopper's first intent, or once the page is idle after load.
  const reporter = page.waitForResponse((response) => /\/beacon\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto('/it/c/uomo');
  // The edge sampled every page here (BEACON_SAMPLE_RATE is 1 outside production): the head script records from the first byte.
  expect(await page.evaluate(() => (window as { __bottegaReports?: { page: string } }).__bottegaReports?.page)).toBe('/it/c/uomo');
  await fragmentMounted(page, 'mf_catalog/CategoryPage');
  await api(page.request, 'commerce', 'cart', [null]);
  // An intent that goes nowhere: a click on the listing's title.
  await page.getByRole('heading', { level: 1 }).click();
  await reporter;
  // Its file has arrived; the reporter listens once the file has run, which an idle moment follows (the shell's start runs beside it, docs/adr/0037).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Leaving the page hides it: the batch goes (with sendBeacon, which outlives the page).
  await page.goto('/it/cart');
  // Waits for this page's own vitals: another journey's beacon may move the accepted count first.
  const vitals = [
    ...['TTFB', 'LCP'].map((metric) => `bottega_web_vitals_seconds_count{service="edge",metric="${metric}",route="/it/c/:categoryId",team="mf_catalog",version="1.0.0"}`),
    'bottega_web_vitals_cls_count{service="edge",route="/it/c/:categoryId",team="mf_catalog",version="1.0.0"}',
  ];
  await expect
    .poll(async () => {
      const now = await scrape(EDGE_METRICS);
      return Math.min(...vitals.map((series) => grew(before.edge, now, series)));
    })
    .toBeGreaterThanOrEqual(1);
  const after = { edge: await scrape(EDGE_METRICS), api: await scrape(API_METRICS) };
  expect(grew(before.edge, after.edge, 'bottega_beacons_total{outcome="accepted",service="edge"}')).toBeGreaterThanOrEqual(1);

  // The edge: the page by its route pattern, its slots by team and live version, the shoppers' vitals.
  expect(grew(before.edge, after.edge, 'http_server_request_duration_seconds_count{service="edge",method="GET",route="/it/c/:categoryId",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(grew(before.edge, after.edge, 'bottega_fragment_outcomes_total{team="mf_catalog",version="1.0.0",outcome="rendered",service="edge"}')).toBeGreaterThanOrEqual(1);
  expect(sumOf(after.edge, 'bottega_fragment_renderer_duration_seconds_count', { team: 'mf_catalog' })).toBeGreaterThanOrEqual(1);
  for (const remote of ['mf_catalog', 'mf_cart', 'mf_checkout', 'mf_account', 'mf_content'])
    expect(after.edge).toContain(`bottega_remote_info{remote="${remote}",version="1.0.0",service="edge"} 1`);

  // The API: the methods the pages called, by name; its pool; and, as it runs the jobs here, the outbox.
  expect(grew(before.api, after.api, 'http_server_request_duration_seconds_count{service="api",method="POST",route="/api/commerce/cart",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(after.api).toMatch(/^bottega_db_pool_connections\{state="max",service="api"\} 1$/m);
  expect(after.api).toMatch(/^bottega_mail_outbox_messages\{status="queued",service="api"\} \d+$/m);

  // None of it is on the shoppers' port.
  const publicScrape = await page.request.get(`${baseURL}/metrics`, { maxRedirects: 0 });
  expect(await publicScrape.text()).not.toContain('# TYPE');
});
