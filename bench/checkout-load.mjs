// Orders, carts and catalog reads at once, on the embedded database and on PostgreSQL side by side
// (docs/architecture.md §5, issue 31): the built API (`pnpm --filter @bottega/api build` first) in a
// process of its own (bench/lib/api-in-process.mjs), autocannon and the shoppers in this one.
//   node bench/checkout-load.mjs [--db pglite,postgres] [--duration 10] [--connections 50] [--shoppers 20]
// PostgreSQL is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, schema bench_checkout);
// PGlite's folder is .bench/checkout-pglite. Per database it prints: each search question once with
// the cache empty; warm catalog reads; cart quantity changes; placeOrder with `--shoppers` at once,
// while 50 connections read the catalog, and the share of those reads the cache answered. Ten sizes
// hold five pieces each, so every order and every replaced order changes what their pages show.
// Figures are printed, never asserted; autocannon's p97.5 is held to the p95 budget.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { load } from './lib/load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const shoppers = Number(args.shoppers ?? 20);
const kinds = (args.db ?? 'pglite,postgres').split(',');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The API in its own process; `stats()` asks it how many catalog answers its cache gave. */
async function startApi(kind) {
  const port = 19090 + Math.floor(Math.random() * 900);
  const env = { ...process.env, PORT: String(port) };
  if (kind === 'postgres') env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(root, '.bench/checkout-pglite');
  }
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/api-in-process.mjs')], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout });
  const waiting = [];
  lines.on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  const next = () => new Promise((resolve) => waiting.push(resolve));
  const ready = await next();
  return {
    url: `http://127.0.0.1:${port}`,
    sizes: ready.sizes,
    stats: async () => {
      const answer = next();
      child.stdin.write('stats\n');
      return (await answer).served;
    },
    stop: () => new Promise((resolve) => child.on('exit', resolve).kill('SIGTERM')),
  };
}

async function call(url, method, body, cookie) {
  const response = await fetch(`${url}/api/commerce/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  return { status: response.status, data: json.data, message: json.message, cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]) };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value) => `${Math.round(value)} ms`;

/** Catalog questions: the four departments and six subcategories, each with every sort, and a few terms. */
function questions() {
  const categories = ['uomo', 'donna', 'bambino', 'maglieria', 'uomo-maglioni', 'uomo-camicie', 'donna-abiti', 'donna-gonne', 'maglieria-cardigan', 'bambino-maglie'];
  const bodies = ['maglione', 'lana merino', 'camica', 'città', 'sciarpa blu'].map((term) => [{ term, pageSize: 40 }]);
  for (const category of categories) for (const sort of ['default', 'price_asc', 'name_asc']) bodies.push([{ filters: { category_uid: { in: [category] } }, sort, pageSize: 14 }]);
  return bodies.map((body) => JSON.stringify(body));
}

const catalogLoad = (url, next) => load(url, { connections, duration, next });

const line = (result) =>
  `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, errors ${result.errors}, non-2xx ${result.non2xx}`;

/** A guest whose cart holds `sku` and whose checkout is filled in, ready to place orders. */
async function readyGuest(url, sku, index) {
  const added = await call(url, 'addProductsToCart', [null, [{ sku, quantity: 1 }]]);
  const cookie = added.cookies.join('; ');
  const steps = [
    ['setGuestEmailOnCart', [{ email: `bench${index}@example.it` }]],
    [
      'setShippingAddressOnCart',
      [{ firstname: 'Anna', lastname: 'Verdi', street: ['Via Roma 1'], city: 'Milano', postcode: '20121', region_code: 'MI', country_code: 'IT', telephone: '3331234567' }],
    ],
    ['setBillingAddressOnCart', [{ same_as_shipping: true }]],
    ['setShippingMethodOnCart', [{ carrier_code: 'bottega', method_code: 'standard' }]],
    ['setPaymentMethodOnCart', [null, 'xpay']],
  ];
  for (const [method, body] of steps) {
    const answer = await call(url, method, body, cookie);
    if (answer.status !== 200) throw new Error(`${method}: ${answer.status} ${answer.message}`);
  }
  return { cookie, cartId: added.data.cart.id, line: added.data.cart.items[0].uid };
}

async function measure(kind) {
  const api = await startApi(kind);
  const figures = { kind };
  try {
    const searches = questions();
    const cold = [];
    for (const body of searches) {
      const started = performance.now();
      await call(api.url, 'products', JSON.parse(body));
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);
    figures.cold = `p50 ${ms(quantile(cold, 0.5))}, p95 ${ms(quantile(cold, 0.95))} (${cold.length} questions)`;

    const { data } = await call(api.url, 'products', [{ pageSize: 100 }]);
    const uids = [...new Set([...data.items.map((item) => item.uid), ...api.sizes.map((size) => size.uid)])];
    for (const uid of uids) await call(api.url, 'productDetail', [uid]);
    const catalogRead = () =>
      Math.random() < 0.5 ? { path: '/api/commerce/products', body: pick(searches) } : { path: '/api/commerce/productDetail', body: JSON.stringify([pick(uids)]) };
    figures.warm = line(await catalogLoad(api.url, catalogRead));

    const simples = data.items.filter((item) => item.__typename === 'SimpleProduct' && item.only_x_left_in_stock === null).map((item) => item.sku);
    const carts = [];
    for (let i = 0; i < connections; i++) {
      const added = await call(api.url, 'addProductsToCart', [null, [{ sku: simples[i % simples.length], quantity: 1 }]]);
      carts.push({ id: added.data.cart.id, line: added.data.cart.items[0].uid, cookie: added.cookies.join('; ') });
    }
    let turn = 0;
    figures.cart = line(
      await catalogLoad(api.url, () => {
        const cart = carts[turn++ % carts.length];
        return { path: '/api/commerce/updateCartItemQuantity', cookie: cart.cookie, body: JSON.stringify([cart.id, cart.line, 1 + Math.floor(Math.random() * 3)]) };
      }),
    );

    // The sizes in turn: with a random pick, six shoppers on one size of five pieces meant a 409 for the sixth at every try.
    const guests = [];
    for (let i = 0; i < shoppers; i++) guests.push(await readyGuest(api.url, api.sizes[i % api.sizes.length].sku, i));
    const before = await api.stats();
    const placed = [];
    const statuses = {};
    let running = true;
    const buyers = guests.map(async (guest, i) => {
      for (let n = 0; running; n++) {
        const started = performance.now();
        const answer = await call(api.url, 'placeOrder', [{ idempotencyKey: `bench-${Date.now()}-${i}-${n}`, termsAccepted: true }], guest.cookie);
        placed.push(performance.now() - started);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      }
    });
    const reads = await catalogLoad(api.url, catalogRead);
    running = false;
    await Promise.all(buyers);
    const after = await api.stats();
    placed.sort((a, b) => a - b);
    figures.orders = `${placed.length} in ${duration} s, p50 ${ms(quantile(placed, 0.5))}, p95 ${ms(quantile(placed, 0.95))}, answers ${JSON.stringify(statuses)}`;
    figures.readsDuringOrders = line(reads);
    const answers = after.answers - before.answers;
    figures.cacheShare = `${(((after.fromCache - before.fromCache) / answers) * 100).toFixed(1)} % of ${answers} catalog answers from the cache`;
  } finally {
    await api.stop();
  }
  return figures;
}

console.log(
  `checkout load: ${connections} connections, ${duration} s per scenario, ${shoppers} shoppers ordering; load average before ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);
const results = [];
for (const kind of kinds) results.push(await measure(kind));
const rows = [
  ['search asked the first time (one at a time)', 'cold'],
  ['catalog reads, warm (search + product)', 'warm'],
  ['cart quantity changes', 'cart'],
  [`placeOrder, ${shoppers} shoppers at once`, 'orders'],
  ['catalog reads meanwhile', 'readsDuringOrders'],
  ['catalog answers from the cache meanwhile', 'cacheShare'],
];
for (const [label, key] of rows) {
  console.log(label);
  for (const figures of results) console.log(`  ${figures.kind.padEnd(9)} ${figures[key]}`);
}
console.log(
  `\nload average after ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
