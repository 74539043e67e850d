// Lighthouse (mobile preset: throttled 4G, 4× CPU) on the shop's main routes, against the
// budgets of DESIGN.md §5: performance ≥ 95, accessibility 100, CLS ≤ 0.02.
//   npm start   (in another terminal), then:   node bench/lighthouse.mjs [baseUrl]
// Prints one line per route and a summary; never asserts (machines are shared and noisy).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:8080';
const budgets = { performance: 95, accessibility: 100, cls: 0.02 };

const post = (method, args) => fetch(`${base}/api/commerce/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) });
const call = async (method, args) => (await (await post(method, args)).json()).data;

async function firstLink(pattern) {
  // A real category and product from the running shop's own API, so the bench follows the seed.
  const menu = await call('menu', [{ code: 'mainmenu' }]);
  const category = menu.items[0].children?.[0] ?? menu.items[0];
  const products = await call('products', [{ filters: { category_uid: { in: [category.uid] } }, pageSize: 1 }]);
  return pattern === 'category' ? category.link : `/it/p/${products.items[0].uid}`;
}

/** A new guest cart with one simple product in it; returns its id (the `cart` cookie). */
async function cartWithOneLine() {
  const { items } = await call('products', [{ pageSize: 50 }]);
  const simple = items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK');
  const response = await post('addProductsToCart', [null, [{ sku: simple.sku, quantity: 1 }]]);
  return /(?:^|;\s*)cart=([^;]+)/.exec(response.headers.get('set-cookie'))[1];
}

const routes = [
  ['home', '/it'],
  ['category', await firstLink('category')],
  ['product', await firstLink('product')],
  ['cart', '/it/Cart'],
  ['checkout', '/it/checkout/user-account'],
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
// Lighthouse keeps the profile's cookies between runs: the cart cookie goes in through the DevTools protocol.
async function setCartCookie(cartId) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  await browser.contexts()[0].addCookies([{ name: 'cart', value: cartId, url: base }]);
  await browser.close();
}

const rows = [];
try {
  for (const [name, path] of routes) {
    // Cart and checkout are measured with a line in the cart, as a buyer sees them: with an empty
    // cart the checkout is only a redirect to the cart page. The cookie stays for the later routes.
    if (name === 'cart') await setCartCookie(await cartWithOneLine());
    const run = async () => (await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })).lhr;
    // On a busy machine the trace now and then misses the page's start (NO_NAVSTART): Lighthouse's advice is to run again.
    let lhr = await run();
    if (lhr.runtimeError) lhr = await run();
    if (lhr.runtimeError) {
      console.log(`${name.padEnd(9)} not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      continue;
    }
    const audit = (id) => lhr.audits[id]?.numericValue;
    const row = {
      route: name,
      path,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      failedA11y: Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id)).map((a) => a.id),
    };
    rows.push(row);
    const flag = (ok) => (ok ? 'ok  ' : 'OVER');
    console.log(
      `${name.padEnd(9)} perf ${String(row.performance).padStart(3)} [${flag(row.performance >= budgets.performance)}]  a11y ${String(row.accessibility).padStart(3)} [${flag(row.accessibility >= budgets.accessibility)}]  LCP ${row.lcpMs} ms  CLS ${row.cls} [${flag(row.cls <= budgets.cls)}]  TBT ${row.tbtMs} ms${row.failedA11y.length ? `  a11y issues: ${row.failedA11y.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
}
console.log(JSON.stringify({ budgets, rows }));
