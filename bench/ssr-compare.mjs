// Server rendering on against off, on the same machine in the same run (issue 9 item 8): Lighthouse
// mobile on home, category and product, alternating the two, and the ratios of LCP, TBT and the
// JavaScript bytes the page loads.
//   npm start   (in another terminal: the shop with server rendering on, at 8080), then:
//   node bench/ssr-compare.mjs [--rounds 2] [--base http://localhost:8080]
// It starts a second edge on 8079 with SERVER_RENDERING=off over the same registry and local CDN.
// Prints figures and the load average; never asserts (machines are shared and noisy).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { BROWSER_FLAGS, browserExecutable, machineNote } from './browser.mjs';
import { mainRoutes } from './shop-routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const on = args.base ?? 'http://localhost:8080';
const off = 'http://localhost:8079';
const rounds = Number(args.rounds ?? 2);

const edge = spawn(process.execPath, [path.join(root, 'edge/dist/main.js')], {
  env: { ...process.env, EDGE_PORT: '8079', SERVER_RENDERING: 'off', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(`${off}/it`)).ok) break;
  } catch {
    if (tries > 60) throw new Error('the comparison edge did not start on 8079');
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const routes = (await mainRoutes(on)).filter(([name]) => ['home', 'category', 'product'].includes(name));
const chrome = await chromeLauncher.launch({
  chromePath: browserExecutable(),
  chromeFlags: ['--headless=new', ...BROWSER_FLAGS],
});

async function measure(url) {
  const run = async () => (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr;
  let lhr = await run();
  if (lhr.runtimeError) lhr = await run();
  if (lhr.runtimeError) return null;
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const results = [];
try {
  for (const [name, route] of routes) {
    const runs = { on: [], off: [] };
    for (let round = 0; round < rounds; round += 1) {
      // Alternated, so both sides meet the same moments of a shared machine.
      for (const side of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
        const figures = await measure(`${side === 'on' ? on : off}${route}`);
        if (figures) runs[side].push(figures);
      }
    }
    const summary = (side, key) => median(runs[side].map((run) => run[key]));
    const row = { route: name };
    for (const key of ['performance', 'lcp', 'tbt', 'jsKb']) row[key] = { on: summary('on', key), off: summary('off', key), ratio: summary('on', key) / summary('off', key) };
    results.push(row);
    const fmt = (key, unit, digits = 0) => `${key} ${row[key].on.toFixed(digits)}${unit} vs ${row[key].off.toFixed(digits)}${unit} (×${row[key].ratio.toFixed(2)})`;
    console.log(
      `${name.padEnd(9)} server rendering on vs off: perf ${row.performance.on} vs ${row.performance.off}  ${fmt('lcp', ' ms')}  ${fmt('tbt', ' ms')}  ${fmt('jsKb', ' KB', 1)}`,
    );
  }
} finally {
  await chrome.kill();
  edge.kill('SIGTERM');
}
console.log(machineNote());
console.log(JSON.stringify({ rounds, results }));
