// What the page pays the browser process for, and when: cookie reads, storage (its first use loads
// it) and history writes are calls out of the renderer (1–25 ms each on this machine). Paid before the
// first contentful paint, they wait with the parser for the streamed HTML; paid after it, they are
// inside the start's tasks and count in blocking time (×4 under Lighthouse's mobile model).
// Prints, per route, the median over loads of the time these calls took before and after that
// paint, and the slowest call after it.
//   node bench/first-costs.mjs [--runs 5] [--base http://localhost:8080] [route ...]
// Needs the shop running (`npm start`) and Debian's Chromium. Figures are printed, never asserted.
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable, machineNote } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', 5));
const base = option('base', process.env.SHOP_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const routes = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));

/** Runs in the page before its own scripts: times each call where the page makes it. */
function timeBrowserCalls() {
  const calls = (window.__browserCalls = []);
  const timed = (target, name, kind, label) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, name);
    const original = descriptor[kind];
    Object.defineProperty(target, name, {
      ...descriptor,
      [kind]: function (...values) {
        const at = performance.now();
        try {
          return original.apply(this, values);
        } finally {
          calls.push({ label, at, ms: performance.now() - at });
        }
      },
    });
  };
  timed(Document.prototype, 'cookie', 'get', 'cookie read');
  timed(window, 'localStorage', 'get', 'storage');
  timed(window, 'sessionStorage', 'get', 'storage');
  for (const method of ['getItem', 'setItem', 'removeItem']) timed(Storage.prototype, method, 'value', 'storage');
  timed(History.prototype, 'replaceState', 'value', 'history write');
  timed(History.prototype, 'pushState', 'value', 'history write');
}

async function load(browser, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'it-IT' });
  const page = await context.newPage();
  await page.addInitScript(timeBrowserCalls);
  await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(3000);
  const { calls, paint } = await page.evaluate(() => ({
    calls: window.__browserCalls,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const sum = (list) => list.reduce((total, call) => total + call.ms, 0);
  const after = calls.filter((call) => call.at >= paint);
  const slowest = after.sort((a, b) => b.ms - a.ms)[0];
  return { before: sum(calls.filter((call) => call.at < paint)), after: sum(after), slowest };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: browserExecutable(), args: BROWSER_FLAGS });
console.log(`Cookie reads, storage and history writes, median of ${runs} loads at 412 × 823, ${base}`);
console.log(machineNote());
try {
  for (const route of routes.length ? routes : ['/it', '/it/c/uomo', '/it/p/10001']) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await load(browser, route));
    const slowest = results
      .map((result) => result.slowest)
      .filter(Boolean)
      .sort((a, b) => b.ms - a.ms)[0];
    console.log(
      `${route.padEnd(16)} before first paint ${median(results.map((r) => r.before))
        .toFixed(1)
        .padStart(5)} ms   after ${median(results.map((r) => r.after))
        .toFixed(1)
        .padStart(5)} ms` + (slowest ? `   slowest after: ${slowest.label} ${slowest.ms.toFixed(1)} ms` : ''),
    );
  }
} finally {
  await browser.close();
}
