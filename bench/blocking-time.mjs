// The page's long tasks as Lighthouse's mobile model weighs them, read from the browser's own trace:
// each main-thread task after the first contentful paint costs max(0, 4 × its duration − 50 ms), the
// model's 4× slower CPU. Lighthouse simulates a whole load from one trace and its figure moves by
// hundreds of milliseconds between runs; this one is the median of several real loads, so two builds
// can be told apart. It also lists the tasks that cost something, longest first.
//   node bench/blocking-time.mjs [--runs 5] [--base http://localhost:8080] [route ...]
// Needs the shop running (`npm start`) and Debian's Chromium. Figures are printed, never asserted.
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable, machineNote } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', 5));
const base = option('base', process.env.SHOP_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const routes = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** The renderer thread that parsed this page: the one whose HTML and script events name the shop's origin. */
function pageThread(events) {
  const counts = new Map();
  for (const event of events) {
    if ((event.name === 'ParseHTML' || event.name === 'EvaluateScript') && JSON.stringify(event.args ?? {}).includes(new URL(base).host)) {
      const key = `${event.pid}:${event.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no trace events of the page: is the shop running?');
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

async function load(browser, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'it-IT' });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 60_000 });
  // What the start does after `load` (hydration, the remotes on screen) counts too.
  await page.waitForTimeout(3000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const { pid, tid } = pageThread(events);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts ?? 0;
  const tasks = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= firstPaint);
  const costs = tasks
    .map((task) => task.dur / 1000)
    .map((ms) => ({ ms, cost: Math.max(0, CPU_SLOWDOWN * ms - BLOCKING_MS) }))
    .filter((task) => task.cost > 0);
  return { blocking: costs.reduce((sum, task) => sum + task.cost, 0), tasks: costs.map((task) => task.ms).sort((a, b) => b - a) };
}

const browser = await chromium.launch({ executablePath: browserExecutable(), args: BROWSER_FLAGS });
console.log(`Blocking time under a ${CPU_SLOWDOWN}× CPU model, median of ${runs} loads at 412 × 823, ${base}`);
console.log(machineNote());
try {
  for (const route of routes.length ? routes : ['/it', '/it/c/uomo', '/it/p/10001']) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await load(browser, route));
    results.sort((a, b) => a.blocking - b.blocking);
    const median = results[Math.floor(results.length / 2)];
    const range = `${Math.round(results[0].blocking)}–${Math.round(results.at(-1).blocking)}`;
    console.log(
      `${route.padEnd(16)} median ${String(Math.round(median.blocking)).padStart(4)} ms (${range})  its tasks over ${BLOCKING_MS / CPU_SLOWDOWN} ms: ${median.tasks.map((ms) => ms.toFixed(0)).join(' ')}`,
    );
  }
} finally {
  await browser.close();
}
