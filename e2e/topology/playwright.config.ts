import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SHOP } from './topology';

// The production drill (docs/deploy.md, "The drill"): one journey after another on one topology,
// which the drill starts from the release folders prepare.mjs makes. It needs the machine's
// PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL, as CI sets them).
export default defineConfig({
  testDir: '.',
  testMatch: '*.drill.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  globalSetup: path.join(__dirname, 'globalSetup.ts'),
  use: {
    baseURL: SHOP,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
});
