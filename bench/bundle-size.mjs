// Bundle benchmark (docs/architecture.md §5, issue 35 item 3): per route, what a first load costs a
// shopper who only reads (bytes downloaded, JavaScript evaluated) and what the page downloads once its
// islands wake after the first tap; each remoteEntry.js; any module that arrives twice on one page.
//   node bench/bundle-size.mjs [--base http://localhost:8080[,http://localhost:10081…]] [--rounds 1]
//                              [--category /it/c/<uid>] [--product /it/p/<uid>] [--json out.json]
// Several bases (two builds of the shop) are measured alternated, route by route, each round.
// Needs the shop running (`npm start`) and Debian's Chromium. Figures are printed, never asserted.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable, machineNote } from './browser.mjs';
import { cartWithOneLine, mainRoutes } from './shop-routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const bases = (args.base ?? process.env.SHOP_URL ?? 'http://localhost:8080').split(',').map((url) => url.replace(/\/$/, ''));
const base = bases[0];
const rounds = Number(args.rounds ?? 1);
const KB = 1024;
const BUDGET = { home: 130, category: 130, product: 150, cart: 150, checkout: 180, remoteEntry: 10 };
/** Issue 35 item 3, on home, category, product and cart: evaluated before the first interaction, downloaded on a first load without one. */
const FIRST_LOAD_BUDGET = { evaluated: 10, downloaded: 50 };
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * The pages the other page benchmarks visit (shop-routes.mjs), unless given on the command line. Cart
 * and checkout are loaded with one line in the cart, as a buyer sees them: with an empty cart the
 * checkout only sends the shopper on to the cart page.
 */
async function routes() {
  const named = Object.fromEntries(await mainRoutes(base));
  return Object.entries({ ...named, category: args.category ?? named.category, product: args.product ?? named.product });
}

/** Until the network settles and a second passes with nothing new. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/**
 * Loads one route in a fresh, empty-cache context, as a shopper who only reads, then taps its heading
 * (the first intent; a heading is no link or button, so the tap changes nothing on the page). Counted
 * through the DevTools protocol: every response's bytes on the wire (headers included), and the
 * JavaScript the page evaluated (each script V8 compiled, inline ones too, gzip -9 of its source).
 */
async function measure(browser, shop, url, cookies) {
  const context = await browser.newContext({ locale: 'it-IT', hasTouch: true });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let downloaded = 0;
  const parsed = [];
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => (downloaded += encodedDataLength));
  // The page's own scripts: not Playwright's (its isolated world, and what it evaluates without an address).
  cdp.on('Debugger.scriptParsed', ({ scriptId, url: source, executionContextAuxData }) => {
    if (executionContextAuxData?.isDefault && source && !source.includes('__playwright')) parsed.push(scriptId);
  });
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  const evaluated = async () => {
    const sources = await Promise.all(
      parsed.map((scriptId) =>
        cdp.send('Debugger.getScriptSource', { scriptId }).then(
          ({ scriptSource }) => scriptSource,
          () => '',
        ),
      ),
    );
    return sources.reduce((sum, source) => sum + gzipSize(Buffer.from(source)), 0);
  };
  const scripts = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if ((type !== 'script' && !/javascript/.test(contentType)) || response.status() !== 200) return;
    scripts.set(
      response.url(),
      response
        .body()
        .then((body) => ({ url: response.url(), body: body.toString('utf8'), gzip: gzipSize(body), raw: body.length }))
        .catch(() => null),
    );
  });
  await page.goto(`${shop}${url}`, { waitUntil: 'load', timeout: 60_000 });
  await settle(page);
  const firstLoad = { downloaded, evaluated: await evaluated(), scripts: scripts.size };

  await page.locator('h1').first().tap({ force: true });
  // Usable: every slot on screen has its fragment (or its fallback, or waits for intent with the
  // server's HTML), then the network settles. A server-drawn slot below the fold loads its code only
  // when it comes near the screen. A slot on screen goes from the server's state to waiting and then
  // to loading as the shell finds it near: until a settled network brings no new script, look again.
  for (let seen = -1; seen !== scripts.size;) {
    seen = scripts.size;
    await page
      .waitForFunction(
        () => {
          const onScreen = [...document.querySelectorAll('[data-slot]')].filter((slot) => {
            const box = slot.getBoundingClientRect();
            return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
          });
          return onScreen.length > 0 && onScreen.every((slot) => slot.getAttribute('data-slot-state') !== 'loading');
        },
        null,
        { timeout: 60_000 },
      )
      .catch(() => console.warn(`warning: ${url} still had slots loading after 60 s; measured as it was`));
    await settle(page);
  }
  const afterTap = { downloaded, evaluated: await evaluated() };
  const files = (await Promise.all(scripts.values())).filter(Boolean);
  await context.close();
  return { firstLoad, afterTap, files };
}

/** The package a bundled source file belongs to: an npm package, or a workspace package by its folder. */
function packageOf(source) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return { name, module: `${name}/${parts.slice(name.split('/').length).join('/')}` };
  }
  // ../ui/src/Button.tsx from a remote: the workspace package whose folder holds it.
  const workspace = /^(?:\.\.\/)+(.+)$/.exec(clean);
  if (workspace) {
    let dir = path.dirname(path.join(root, workspace[1]));
    while (dir.startsWith(root) && dir !== root) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest)) {
        const name = JSON.parse(readFileSync(manifest, 'utf8')).name;
        return { name, module: `${name}/${path.relative(dir, path.join(root, workspace[1]))}` };
      }
      dir = path.dirname(dir);
    }
  }
  return null;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters per source index, read from the source map's mappings. */
function bytesPerSource(code, mappings) {
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    const segments = line ? line.split(',').map(decodeVlq) : [];
    let column = 0;
    const starts = segments.map((fields) => {
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      return { column, source: fields.length > 1 ? source : null };
    });
    const lineLength = lines[lineIndex]?.length ?? 0;
    starts.forEach((start, i) => {
      if (start.source === null) return;
      const length = (starts[i + 1]?.column ?? lineLength) - start.column;
      bytes.set(start.source, (bytes.get(start.source) ?? 0) + Math.max(0, length));
    });
  });
  return bytes;
}

/**
 * What each file is made of, in gzip bytes per module (each module's share of the file's raw
 * size applied to the file's gzip size), from the source map webpack writes beside every file.
 */
async function composition(file) {
  const map = await fetch(`${file.url.split('?')[0]}.map`)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  if (!map?.mappings) return [];
  const scale = file.raw ? file.gzip / file.raw : 0;
  return [...bytesPerSource(file.body, map.mappings)].map(([index, bytes]) => {
    const owner = packageOf(map.sources[index] ?? '');
    return { module: owner?.module ?? `${new URL(file.url).host} ${map.sources[index]}`, name: owner?.name ?? null, gzip: bytes * scale };
  });
}

/** Per package: gzip bytes on the page, and bytes spent on copies of modules already downloaded. */
async function analyse(files) {
  const copies = new Map();
  const packages = new Map();
  for (const file of files) {
    for (const part of await composition(file)) {
      if (!part.name) continue;
      const entry = packages.get(part.name) ?? { gzip: 0, duplicated: 0, files: new Set() };
      entry.gzip += part.gzip;
      packages.set(part.name, entry);
      const seen = copies.get(part.module) ?? [];
      seen.push({ url: file.url, gzip: part.gzip, name: part.name });
      copies.set(part.module, seen);
    }
  }
  for (const seen of copies.values()) {
    const inFiles = new Set(seen.map((copy) => copy.url));
    if (inFiles.size < 2) continue;
    const entry = packages.get(seen[0].name);
    const total = seen.reduce((sum, copy) => sum + copy.gzip, 0);
    entry.duplicated += total - Math.max(...seen.map((copy) => copy.gzip));
    for (const url of inFiles) entry.files.add(url);
  }
  return [...packages].map(([name, entry]) => ({ name, gzip: entry.gzip, duplicated: entry.duplicated, files: [...entry.files] })).sort((a, b) => b.gzip - a.gzip);
}

function remoteEntries() {
  const registryFile = process.env.REGISTRY_FILE ?? path.join(root, '.cdn', 'registry.json');
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  return Object.entries(registry.remotes).map(([name, { entry }]) => {
    const version = new URL(entry).pathname.split('/').at(-2);
    const file = path.join(root, '.cdn', name.replace(/_/g, '-'), version, 'remoteEntry.js');
    return { name, version, gzip: existsSync(file) ? gzipSize(readFileSync(file)) : null };
  });
}

const status = (value, budget) => (value <= budget * KB ? 'ok' : 'OVER');

const browser = await chromium.launch({
  executablePath: browserExecutable(),
  args: BROWSER_FLAGS,
});
/** Per base, per route: each round's figures. */
const runs = new Map(bases.map((shop) => [shop, new Map()]));
const results = [];
try {
  const carts = new Map(await Promise.all(bases.map(async (shop) => [shop, [{ name: 'cart', value: await cartWithOneLine(shop), url: shop }]])));
  const named = await routes();
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, url] of named) {
      for (const shop of bases) {
        const measured = await measure(browser, shop, url, name === 'cart' || name === 'checkout' ? carts.get(shop) : []);
        const byRoute = runs.get(shop);
        byRoute.set(name, [...(byRoute.get(name) ?? []), measured]);
        if (round === 0 && shop === base) {
          const { files } = measured;
          const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
          results.push({ name, url, files: files.length, gzip, budget: BUDGET[name], packages: await analyse(files) });
        }
      }
    }
  }
} finally {
  await browser.close();
}
const entries = remoteEntries();
const short = (url) => new URL(url).host + new URL(url).pathname;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
/** The median of the rounds, with their range when they differ. */
const spread = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? kb(low) : `${kb(median(values))} (${kb(low)}–${kb(high)})`;
};
console.log(`First load and first tap per route (${rounds} round${rounds === 1 ? '' : 's'}, bases alternated route by route; KB; median and range)\n${machineNote()}\n`);
console.log('route      base                         evaluated before tap   downloaded, no tap   JS files, no tap   downloaded after tap   evaluated after tap');
for (const { name } of results) {
  for (const shop of bases) {
    const measured = runs.get(shop).get(name);
    const budgeted = name !== 'checkout';
    const evaluated = measured.map((m) => m.firstLoad.evaluated);
    const downloaded = measured.map((m) => m.firstLoad.downloaded);
    const mark = (values, budget) => (budgeted ? ` ${status(median(values), budget)}` : '');
    console.log(
      `${name.padEnd(10)} ${shop.padEnd(28)} ${(spread(evaluated) + mark(evaluated, FIRST_LOAD_BUDGET.evaluated)).padStart(20)}   ${(spread(downloaded) + mark(downloaded, FIRST_LOAD_BUDGET.downloaded)).padStart(18)}   ${String(median(measured.map((m) => m.firstLoad.scripts))).padStart(16)}   ${spread(measured.map((m) => m.afterTap.downloaded)).padStart(20)}   ${spread(measured.map((m) => m.afterTap.evaluated)).padStart(19)}`,
    );
  }
}
console.log(`\nBudgets (issue 35 item 3; checkout for information): evaluated ≤ ${FIRST_LOAD_BUDGET.evaluated} KB gzip, downloaded ≤ ${FIRST_LOAD_BUDGET.downloaded} KB.`);
console.log(`\nJavaScript downloaded once the islands on screen have woken after the tap, at ${base} (gzip -9 of each response, empty cache)\n`);
console.log('route      JS files   gzip KB   budget KB');
for (const r of results) {
  console.log(`${r.name.padEnd(10)} ${String(r.files).padStart(8)} ${kb(r.gzip).padStart(9)} ${String(r.budget).padStart(11)}   ${status(r.gzip, r.budget).padEnd(4)}  ${r.url}`);
}
console.log('\nremoteEntry.js   version                      gzip KB   budget KB');
for (const e of entries) {
  console.log(
    `${e.name.padEnd(16)} ${e.version.padEnd(28)} ${(e.gzip === null ? 'missing' : kb(e.gzip)).padStart(7)} ${String(BUDGET.remoteEntry).padStart(11)}   ${e.gzip === null ? '' : status(e.gzip, BUDGET.remoteEntry)}`,
  );
}
console.log('\nLargest packages per route (≈ gzip KB, from source maps):');
for (const r of results) {
  console.log(
    `  ${r.name}: ${r.packages
      .slice(0, 8)
      .map((p) => `${p.name} ${kb(p.gzip)}`)
      .join(', ')}`,
  );
}
console.log('\nModules that arrive twice on one page (≈ gzip KB spent on the extra copies):');
let any = false;
for (const r of results) {
  for (const p of r.packages.filter((entry) => entry.files.length > 1)) {
    any = true;
    console.log(`  ${r.name}: ${p.name} +${kb(p.duplicated)} in ${p.files.map(short).join(', ')}`);
  }
}
if (!any) console.log('  none');
if (args.json) {
  writeFileSync(
    args.json,
    `${JSON.stringify({ bases, date: new Date().toISOString(), routes: results, firstLoad: Object.fromEntries([...runs].map(([shop, byRoute]) => [shop, Object.fromEntries([...byRoute].map(([name, measured]) => [name, measured.map(({ firstLoad, afterTap }) => ({ firstLoad, afterTap }))]))])), remoteEntries: entries }, null, 2)}\n`,
  );
}
