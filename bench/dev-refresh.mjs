// Save-to-screen time of `npm run dev` (docs/dev.md): with the dev shop running, opens the home page
// in headless Chromium, types into the header's search box (page state), then edits the search box's
// placeholder in mf-catalog's message catalog and measures until the new text is on screen. Reports,
// per edit, whether the page kept its state (no reload, the typed text still there). The file is put
// back after each edit.
//   npm run dev   (in another terminal), then: node bench/dev-refresh.mjs [--runs 5] [--url http://localhost:8080/it]
// Figures are printed, never asserted; the machine's load average is printed with them.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const url = args.url ?? 'http://localhost:8080/it';
const runs = Number(args.runs ?? 5);
const catalog = path.join(root, 'mf-catalog/src/messages/it.ts');
const PLACEHOLDER = "placeholder: 'Cerca maglioni, camicie, marche…'";
const TYPED = 'lana';
const BUDGET_MS = 5000;

const original = readFileSync(catalog, 'utf8');
if (!original.includes(PLACEHOLDER)) throw new Error(`${catalog} no longer holds ${PLACEHOLDER}: update this benchmark`);

const browser = await chromium.launch({ executablePath: browserExecutable(), args: BROWSER_FLAGS });
const page = await browser.newPage();
const search = page.locator('[data-slot="mf_catalog/SearchBox"] input[type=search]');

/** Writes the catalog and returns the ms until `placeholder` is the search box's. */
async function saveAndWait(text, placeholder) {
  const started = performance.now();
  writeFileSync(catalog, text);
  await page.waitForFunction((expected) => document.querySelector('[data-slot="mf_catalog/SearchBox"] input[type=search]')?.placeholder === expected, placeholder, {
    timeout: 60_000,
    polling: 20,
  });
  return performance.now() - started;
}

const results = [];
try {
  await page.goto(url);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-slot]')].every((slot) => slot.dataset.slotState === 'mounted'), null, { timeout: 120_000 });
  // A page that reloads loses this mark.
  await page.evaluate(() => {
    window.benchMark = true;
  });
  await search.fill(TYPED);
  for (let run = 1; run <= runs; run += 1) {
    const placeholder = `Cerca maglioni, camicie, marche… (modifica ${run})`;
    const ms = await saveAndWait(original.replace(PLACEHOLDER, `placeholder: '${placeholder}'`), placeholder);
    const kept = (await page.evaluate(() => window.benchMark === true)) && (await search.inputValue()) === TYPED;
    results.push({ ms, kept });
    console.log(`edit ${run}: on screen after ${Math.round(ms)} ms, page state ${kept ? 'kept' : 'LOST'}`);
    await saveAndWait(original, 'Cerca maglioni, camicie, marche…');
  }
} finally {
  writeFileSync(catalog, original);
  await browser.close();
}

const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
console.log(
  `save-to-screen: median ${Math.round(median)} ms, worst ${Math.round(sorted.at(-1))} ms over ${results.length} edits (budget ${BUDGET_MS} ms); state kept in ${results.filter((result) => result.kept).length}/${results.length}`,
);
console.log(`machine: ${os.cpus().length} cores, load average ${one} ${five} ${fifteen} (1, 5, 15 min)`);
