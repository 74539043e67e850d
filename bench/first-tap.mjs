// The first interaction (issue 35 item 3): a tap on "Aggiungi al carrello" 1 s after a product page
// has loaded, on a phone's screen with the CPU slowed 4×, until the cart's answer ("… è stato aggiunto
// al carrello") is on screen; with JavaScript and without it (the form posts and the next page says
// it), alternated, each run a new guest. Budget: p75 ≤ 400 ms in both.
//   node bench/first-tap.mjs [--runs 6] [--base http://localhost:8080]
// Needs the shop running (`npm start`) and Debian's Chromium. Figures are printed, never asserted.
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable, machineNote } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', 6));
const base = option('base', process.env.SHOP_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const CPU_SLOWDOWN = 4;
const ANSWERED = /è stato aggiunto al carrello/;

/** A one-size product in stock: its page adds at once, with no colour or size to choose. */
async function oneSizeProduct() {
  const response = await fetch(`${base}/api/commerce/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([{ pageSize: 50 }]) });
  const { items } = (await response.json()).data;
  const simple = items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK' && item.only_x_left_in_stock === null);
  if (!simple) throw new Error('no one-size product in stock: is the shop seeded?');
  return `/it/p/${simple.uid}`;
}

/** Milliseconds from the tap to the cart's answer on screen, for a new guest; null when none came within 30 s. */
async function tapOnce(browser, route, javaScriptEnabled) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'it-IT', javaScriptEnabled });
  // The cookie sheet answered already: the tap is the shopper's first on the product.
  await context.addCookies([{ name: 'consent', value: encodeURIComponent(JSON.stringify({ statistics: false, date: new Date().toISOString() })), url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(1000);
    const button = page.getByRole('button', { name: 'Aggiungi al carrello' }).first();
    const started = performance.now();
    await button.tap();
    const answered = await page
      .getByText(ANSWERED)
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    return answered ? performance.now() - started : null;
  } finally {
    await context.close();
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const browser = await chromium.launch({ executablePath: browserExecutable(), args: BROWSER_FLAGS });
try {
  const route = await oneSizeProduct();
  console.log(`first tap on "Aggiungi al carrello", ${route}, CPU ${CPU_SLOWDOWN}× slower, ${runs} runs each, alternated`);
  console.log(machineNote());
  const times = { 'with JavaScript': [], 'without JavaScript': [] };
  for (let run = 0; run < runs; run += 1) {
    times['with JavaScript'].push(await tapOnce(browser, route, true));
    times['without JavaScript'].push(await tapOnce(browser, route, false));
  }
  for (const [mode, values] of Object.entries(times)) {
    const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
    const lost = values.length - sorted.length;
    const figures = sorted.length ? `p50 ${Math.round(quantile(sorted, 0.5))} ms, p75 ${Math.round(quantile(sorted, 0.75))} ms` : 'no answer';
    console.log(
      `${mode.padEnd(20)} ${figures}${lost ? `, ${lost} of ${values.length} taps never answered` : ''} (runs: ${values.map((value) => (value === null ? '—' : Math.round(value))).join(', ')})`,
    );
  }
  console.log(machineNote());
} finally {
  await browser.close();
}
