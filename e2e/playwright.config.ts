import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// Each run starts the built shop once, on a fresh embedded database, unless one is already
// running locally (outside CI) at the same address.
const dataDir = path.join(os.tmpdir(), `bottega-e2e-${Date.now()}`);
// The shop's own log (one JSON line per request and warning), kept so that a journey that failed for
// a server-side reason leaves its trace: `npm test` prints the warnings from a failed journey's time.
// Named in the environment, so the workers (which read this file again) and the specs that read the
// log (checkout/logs-keep-no-personal-data.spec.ts) find the same file.
const shopLog = (process.env.E2E_SHOP_LOG ??= `${dataDir}.log`);
// E2E_BASE_URL runs the suites against a shop that is already up (e.g. a staging edge).
const external = process.env.E2E_BASE_URL;
// The drills that change what the whole shop serves (a deploy and rollback moves the registry; a
// renderer drill publishes versions beside the live ones) run alone, after every other journey.
const SHOP_WIDE = ['composition/version-swap.spec.ts', 'composition/server-render-failures.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two browsers at once: each journey makes its own shopper (a new e-mail, its own cart). A third
  // gained nothing on two cores (docs/benchmarks.md).
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: SHOP_WIDE },
    { name: 'shop-wide', testMatch: SHOP_WIDE, dependencies: ['journeys'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: external ?? 'http://localhost:8080',
    locale: 'it-IT',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: external
    ? undefined
    : {
        // Both streams: the renderers write their warnings and errors on stderr.
        command: `node ../scripts/serve.mjs > ${JSON.stringify(shopLog)} 2>&1`,
        // Through the edge to the API: ready only when both are (the API seeds on first start).
        url: 'http://127.0.0.1:8080/api/health',
        reuseExistingServer: !process.env.CI,
        timeout: 600_000,
        // Every journey comes from 127.0.0.1: the limits still apply, scaled to a whole suite.
        // The mail outbox is switched on for the run and read on the API itself (never through the edge).
        // A generous page budget: the journeys run on pages the teams drew on the server, not on whichever
        // renderer happened to answer in time on a busy machine (the failure drills make theirs miss it).
        env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '20', DEV_OUTBOX: '1', PAGE_BUDGET_MS: '3000' },
        stderr: 'pipe',
      },
});
