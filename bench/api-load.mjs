// API load benchmark (docs/architecture.md §5): autocannon against the seeded storefront API at 50
// connections, per scenario: req/s and latency p50 / p97.5 / p99 against the budgets.
//   node bench/api-load.mjs [--url http://127.0.0.1:8090] [--duration 10] [--connections 50] [--only search,detail]
// Without --url (or API_URL) it starts the built API (`pnpm --filter @bottega/api build` first) on
// its own data folder, .bench/pglite, seeded with the full catalog on the first run.
// It first asks every search question once with the cache empty (the "first time" line), then
// runs the load with the catalog cache warm, as a shop serving its shoppers has it.
// Figures are printed, never asserted. autocannon reports p97.5 (no p95): it is held to the p95 budget,
// which is the stricter reading.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './lib/load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const only = args.only ? new Set(args.only.split(',')) : null;
/** p95 budgets in ms (docs/architecture.md §5). */
const BUDGET = { search: 30, detail: 15, 'add-to-cart': 40, 'update-quantity': 40 };

async function startApi() {
  const port = 18090 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, '.bench/pglite'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not become healthy in 240 s');
}

async function call(url, tag, method, body, cookie) {
  const response = await fetch(`${url}/api/${tag}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status} ${json.message}`);
  return { data: json.data, setCookie: response.headers.getSetCookie() };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Questions shoppers ask: terms (with a typo and an accent), categories, facets, sorts, pages. */
function searchBodies() {
  const terms = ['maglione', 'cardigan lana', 'magione', 'camicia lino', 'cashmere blu', 'città', 'pantaloni', 'sciarpa', 'abito seta', 'giacca'];
  const categories = ['uomo', 'donna', 'bambino', 'maglieria', 'uomo-maglioni', 'donna-abiti', 'maglieria-cardigan'];
  const sorts = ['default', 'name_asc', 'price_asc', 'price_desc', 'new_arrivals'];
  const bodies = [];
  for (const term of terms) bodies.push([{ term, pageSize: 40 }]);
  for (const category of categories) {
    for (const sort of sorts) bodies.push([{ filters: { category_uid: { in: [category] } }, sort, pageSize: 14 }]);
    bodies.push([{ filters: { category_uid: { in: [category] }, attributes: { color: ['color::blu'] } }, pageSize: 14 }]);
    bodies.push([{ filters: { category_uid: { in: [category] }, price: { from: 50, to: 150 } }, page: 2, pageSize: 14 }]);
  }
  return bodies.map((body) => JSON.stringify(body));
}

/** `next()` gives each request's body and, for cart scenarios, its cart cookie. */
const run = (url, name, { method, next }) => load(url, { connections, duration, path: `/api/${method}`, next }).then((result) => ({ name, result }));

async function cartFixtures(url, simpleSkus) {
  // One guest cart per connection, each with one line whose quantity the update scenario changes.
  const carts = [];
  for (let index = 0; index < connections; index++) {
    const { data, setCookie } = await call(url, 'commerce', 'addProductsToCart', [null, [{ sku: simpleSkus[index % simpleSkus.length], quantity: 1 }]]);
    const cookie = setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('cart='));
    carts.push({ id: data.cart.id, cookie, line: data.cart.items[0].uid });
  }
  return carts;
}

const api = (args.url ?? process.env.API_URL) ? { url: args.url ?? process.env.API_URL, stop: () => {} } : await startApi();
try {
  const catalog = await call(api.url, 'commerce', 'products', [{ pageSize: 100, sort: 'default' }]);
  const uids = catalog.data.items.map((item) => item.uid);
  const simpleSkus = catalog.data.items.filter((item) => item.__typename === 'SimpleProduct' && item.only_x_left_in_stock === null).map((item) => item.sku);
  const searches = searchBodies();

  const scenarios = [
    ['search', { method: 'commerce/products', next: () => ({ body: pick(searches) }) }],
    ['detail', { method: 'commerce/productDetail', next: () => ({ body: JSON.stringify([pick(uids)]) }) }],
  ];
  if (!only || only.has('add-to-cart') || only.has('update-quantity')) {
    const carts = await cartFixtures(api.url, simpleSkus);
    let turn = 0;
    const nextCart = () => carts[turn++ % carts.length];
    scenarios.push(
      [
        'add-to-cart',
        {
          method: 'commerce/addProductsToCart',
          next: () => {
            const cart = nextCart();
            return { cookie: cart.cookie, body: JSON.stringify([cart.id, [{ sku: pick(simpleSkus), quantity: 1 }]]) };
          },
        },
      ],
      [
        'update-quantity',
        {
          method: 'commerce/updateCartItemQuantity',
          next: () => {
            const cart = nextCart();
            return { cookie: cart.cookie, body: JSON.stringify([cart.id, cart.line, 1 + Math.floor(Math.random() * 3)]) };
          },
        },
      ],
    );
  }

  // Each question once, one at a time, with the cache empty: what the first shopper to ask waits.
  const cold = [];
  for (const body of searches) {
    const started = performance.now();
    await call(api.url, 'commerce', 'products', JSON.parse(body));
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);
  const at = (q) => cold[Math.min(cold.length - 1, Math.floor(q * cold.length))].toFixed(0);
  console.log(`search, first time each of ${cold.length} questions (empty cache, one at a time): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  for (const uid of uids) await call(api.url, 'commerce', 'productDetail', [uid]);

  console.log(`\nAPI load: ${api.url}, ${connections} connections, ${duration} s per scenario (catalog cache warm)\n`);
  console.log('scenario          req/s    p50 ms  p97.5 ms  p99 ms  errors  non-2xx  budget p95');
  for (const [name, scenario] of scenarios) {
    if (only && !only.has(name)) continue;
    // A short warm-up so the first figures are not the server's first compile of each path.
    const warmUp = scenario.next();
    await call(api.url, ...scenario.method.split('/'), JSON.parse(warmUp.body), warmUp.cookie).catch(() => {});
    const { result } = await run(api.url, name, scenario);
    const { latency, requests } = result;
    const verdict = latency.p97_5 <= BUDGET[name] && result.errors === 0 && result.non2xx === 0 ? 'within' : 'OVER';
    console.log(
      `${name.padEnd(16)} ${requests.average.toFixed(0).padStart(6)} ${String(latency.p50).padStart(9)} ${String(latency.p97_5).padStart(9)} ${String(latency.p99).padStart(7)} ${String(result.errors).padStart(7)} ${String(result.non2xx).padStart(8)}  ≤ ${BUDGET[name]} ms: ${verdict}`,
    );
  }
} finally {
  api.stop();
}
