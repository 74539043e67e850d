// Orders, carts and catalog reads at 50 connections, on the embedded database and on PostgreSQL side by
// side, straight to the API and through the production route (the edge, which proxies /api as it
// does for a browser: docs/deploy.md), against the budgets of issue 31 item 6, with the pgbench floor
// of the same statements beside the API's figures (bench/pgbench/). One command, about 4 minutes:
//   node bench/checkout-load.mjs [--db pglite,postgres] [--route api,edge] [--duration 5] [--connections 50]
//     [--shoppers 20] [--builds after=api/dist,before=../wt-before/api/dist] [--rounds 1] [--only cart,orders]
// Build first: `cd api && pnpm run build`, and `cd edge && pnpm run build` for the route. The API runs
// in a process of its own (bench/lib/api-in-process.mjs), the edge in another, autocannon and the
// shoppers in this one. PostgreSQL is DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test,
// schema SCHEMA, default bench_checkout, kept between runs); PGlite's folder is .bench/checkout-pglite.
// With several `--builds`, each round runs them one after the other on the same data (before/after
// claims rest on that alternation, the machine being shared). Ports 13100–13999. API_NODE_ARGS are
// node's flags for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
// Figures are printed, never asserted; each figure has the load average at its end beside it.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { load, quantile } from './lib/load.mjs';
import { pgbenchFloor } from './lib/pgbench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 50);
const shoppers = Number(args.shoppers ?? 20);
const rounds = Number(args.rounds ?? 1);
const kinds = (args.db ?? 'pglite,postgres').split(',');
const routes = (args.route ?? 'api,edge').split(',');
const only = args.only ? new Set(args.only.split(',')) : null;
const builds = (args.builds ?? 'after=api/dist').split(',').map((entry) => {
  const [name, dist] = entry.split('=');
  return { name, dist: path.resolve(root, dist) };
});
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = process.env.SCHEMA ?? 'bench_checkout';
let nextPort = 13100 + Math.floor(Math.random() * 400) * 2;

const load1 = () => os.loadavg()[0].toFixed(1);
const ms = (value) => `${Math.round(value)} ms`;
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Waits until `url` answers, for a process that may still be starting. */
async function until(url, child) {
  for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer in 240 s`);
}

/** The API in its own process; `stats()` asks it how many catalog answers its cache gave. */
async function startApi(kind, dist) {
  const port = nextPort++;
  const env = { ...process.env, PORT: String(port), API_DIST: dist, SCHEMA: schema };
  if (kind === 'postgres') env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.join(root, '.bench/checkout-pglite');
  }
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'bench/lib/api-in-process.mjs')], { env, stdio: ['pipe', 'pipe', 'inherit'] });
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

/** The edge in front of that API, as production routes a browser's API call (docs/deploy.md, "/api/*"). */
async function startEdge(apiUrl) {
  const port = nextPort++;
  const child = spawn(process.execPath, [path.join(root, 'edge/dist/main.js')], {
    env: { ...process.env, EDGE_PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, LOG_LEVEL: 'error', RATE_LIMIT_SCALE: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await until(`${url}/api/health/live`, child);
  return { url, stop: () => new Promise((resolve) => child.on('exit', resolve).kill('SIGTERM')) };
}

async function call(url, method, body, cookie) {
  const response = await fetch(`${url}/api/commerce/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok && response.status !== 409) throw new Error(`${method}: ${response.status} ${json.message}`);
  return { status: response.status, data: json.data, message: json.message, cookies: response.headers.getSetCookie().map((line) => line.split(';')[0]) };
}

/** Catalog questions: the four departments and six subcategories, each with every sort, and a few terms, on page `page`. */
function questions(page) {
  const categories = ['uomo', 'donna', 'bambino', 'maglieria', 'uomo-maglioni', 'uomo-camicie', 'donna-abiti', 'donna-gonne', 'maglieria-cardigan', 'bambino-maglie'];
  const bodies = ['maglione', 'lana merino', 'camica', 'città', 'sciarpa blu'].map((term) => [{ term, pageSize: 40, page }]);
  for (const category of categories)
    for (const sort of ['default', 'price_asc', 'name_asc']) bodies.push([{ filters: { category_uid: { in: [category] } }, sort, pageSize: 14, page }]);
  return bodies.map((body) => JSON.stringify(body));
}

const loadFigure = (result) => ({
  text: `${Math.round(result.requests.average).toLocaleString('en')} req/s, p50 ${result.latency.p50} ms, p95 ${Math.round(result.p95)} ms${result.errors + result.non2xx ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ''}`,
  rps: result.requests.average,
  p95: result.p95,
  failed: result.errors + result.non2xx,
});

/** A guest whose cart holds one piece of `sku` and whose checkout is filled in, ready to place orders. */
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
  for (const [method, body] of steps) await call(url, method, body, cookie);
  return { cookie, cartId: added.data.cart.id, line: added.data.cart.items[0].uid, quantity: 1 };
}

/**
 * placeOrder from `shoppers` guests at once for `duration` s. Each guest replaces its own unpaid
 * order, and first moves its line between one and two pieces (untimed), so every order really gives
 * back and takes stock of a size of five pieces, on one product: its row is every order's lock.
 */
async function placeOrders(url, guests, meanwhile) {
  const placed = [];
  const statuses = {};
  let running = true;
  const startLoad = load1();
  const buyers = guests.map(async (guest, i) => {
    for (let n = 0; running; n++) {
      guest.quantity = 3 - guest.quantity;
      await call(url, 'updateCartItemQuantity', [guest.cartId, guest.line, guest.quantity], guest.cookie);
      const started = performance.now();
      const answer = await call(url, 'placeOrder', [{ idempotencyKey: `bench-${Date.now()}-${i}-${n}`, termsAccepted: true }], guest.cookie);
      if (running) placed.push(performance.now() - started);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  });
  const reads = meanwhile ? await meanwhile() : await new Promise((resolve) => setTimeout(resolve, duration * 1000));
  running = false;
  await Promise.all(buyers);
  placed.sort((a, b) => a - b);
  const failed = Object.entries(statuses).reduce((sum, [status, n]) => sum + (status === '200' ? 0 : n), 0);
  return {
    orders: {
      text: `${(placed.length / duration).toFixed(0)} orders/s, p50 ${ms(quantile(placed, 0.5))}, p95 ${ms(quantile(placed, 0.95))}${failed ? `, answers ${JSON.stringify(statuses)}` : ''}`,
      p95: quantile(placed, 0.95),
      rps: placed.length / duration,
      failed,
      startLoad,
    },
    reads,
  };
}

/** Every scenario of one database, build and route; `api` is the API process (for the cache's counts and the seeded sizes). */
async function scenarios(api, url, route, figures) {
  const wanted = (name) => !only || only.has(name);
  const at = (key, figure) => (figures[key] = { ...figure, load: load1() });
  // Each question once, one at a time, with the catalog cache empty: page 1 straight to the API, page 2 through the edge.
  if (wanted('cold')) {
    const cold = [];
    for (const body of questions(route === 'api' ? 1 : 2)) {
      const started = performance.now();
      await call(url, 'products', JSON.parse(body));
      cold.push(performance.now() - started);
    }
    cold.sort((a, b) => a - b);
    at('cold', { text: `p50 ${ms(quantile(cold, 0.5))}, p95 ${ms(quantile(cold, 0.95))} (${cold.length} questions)`, p95: quantile(cold, 0.95), failed: 0 });
  }
  const searches = questions(1);
  const { data } = await call(url, 'products', [{ pageSize: 100 }]);
  const uids = [...new Set([...data.items.map((item) => item.uid), ...api.sizes.map((size) => size.uid)])];
  const catalogRead = () =>
    Math.random() < 0.5 ? { path: '/api/commerce/products', body: pick(searches) } : { path: '/api/commerce/productDetail', body: JSON.stringify([pick(uids)]) };
  if (wanted('warm')) {
    for (const body of searches) await call(url, 'products', JSON.parse(body));
    for (const uid of uids) await call(url, 'productDetail', [uid]);
    at('warm', loadFigure(await load(url, { connections, duration, next: catalogRead })));
  }
  if (wanted('cart')) {
    // Many carts of one line each, as shoppers have them: each add raises a line by one piece, each change sets it to 1–3.
    const simples = data.items.filter((item) => item.__typename === 'SimpleProduct' && item.only_x_left_in_stock === null).map((item) => item.sku);
    const carts = [];
    for (let i = 0; i < 8 * connections; i++) {
      const added = await call(url, 'addProductsToCart', [null, [{ sku: simples[i % simples.length], quantity: 1 }]]);
      carts.push({ id: added.data.cart.id, sku: simples[i % simples.length], line: added.data.cart.items[0].uid, cookie: added.cookies.join('; ') });
    }
    let turn = 0;
    /** Each request on the next cart in turn, with the body `body(cart)` makes for it. */
    const onCarts = (method, body) =>
      load(url, {
        connections,
        duration,
        next: () => {
          const cart = carts[turn++ % carts.length];
          return { path: `/api/commerce/${method}`, cookie: cart.cookie, body: JSON.stringify(body(cart)) };
        },
      });
    at('add', loadFigure(await onCarts('addProductsToCart', (cart) => [cart.id, [{ sku: cart.sku, quantity: 1 }]])));
    at('quantity', loadFigure(await onCarts('updateCartItemQuantity', (cart) => [cart.id, cart.line, 1 + Math.floor(Math.random() * 3)])));
  }
  if (wanted('orders')) {
    // The sizes in turn, two shoppers a size: at most four of its five pieces are ever held. The same
    // guests order on every route (their cookies pass the edge), each replacing its own unpaid order.
    if (!api.guests) {
      api.guests = [];
      for (let i = 0; i < shoppers; i++) api.guests.push(await readyGuest(url, api.sizes[i % api.sizes.length].sku, i));
    }
    const guests = api.guests;
    at('orders', (await placeOrders(url, guests)).orders);
    if (route === 'api') {
      const before = await api.stats();
      const { orders, reads } = await placeOrders(url, guests, () => load(url, { connections, duration, next: catalogRead }));
      const after = await api.stats();
      at('ordersWithReads', orders);
      at('readsDuringOrders', loadFigure(reads));
      const answers = after.answers - before.answers;
      const share = (after.fromCache - before.fromCache) / answers;
      at('cacheShare', { text: `${(share * 100).toFixed(1)} % of ${answers.toLocaleString('en')}`, share, failed: 0 });
    }
  }
}

async function measure(kind, build) {
  const api = await startApi(kind, build.dist);
  const results = [];
  try {
    for (const route of routes) {
      const edge = route === 'edge' ? await startEdge(api.url) : null;
      const figures = {};
      try {
        await scenarios(api, edge?.url ?? api.url, route, figures);
      } finally {
        await edge?.stop();
      }
      results.push({ kind, route, build: build.name, figures });
    }
  } finally {
    await api.stop();
  }
  return results;
}

/** p95 budgets of issue 31 item 6 (ms), the throughput ones (req/s), and on which database each holds. */
const ROWS = [
  ['cold', 'search asked the first time (one at a time)', { p95: 30, db: 'postgres' }],
  ['warm', 'catalog reads, warm (search + product page)', { rps: 5000, p95: 15, route: 'api' }],
  ['add', 'add to cart (a piece more of a line)', { p95: 60, db: 'postgres', clean: true }],
  ['quantity', 'cart quantity changes', { p95: 60, db: 'postgres', clean: true }],
  ['orders', `placeOrder, ${shoppers} shoppers at once`, { p95: 150, clean: true }],
  ['ordersWithReads', `placeOrder, ${shoppers} at once, ${connections} connections reading meanwhile`, {}],
  ['readsDuringOrders', 'catalog reads during those orders', {}],
  ['cacheShare', 'catalog answers the cache gave meanwhile', { share: 0.95 }],
];

function verdict(figure, budget, column) {
  if (!figure) return '';
  if ((budget.db && budget.db !== column.kind) || (budget.route && budget.route !== column.route)) return '';
  if (budget.share !== undefined) return figure.share >= budget.share ? ' ✓' : ' **over**';
  if (budget.p95 === undefined && budget.rps === undefined) return '';
  const ok = (budget.p95 === undefined || figure.p95 <= budget.p95) && (budget.rps === undefined || figure.rps >= budget.rps) && (!budget.clean || figure.failed === 0);
  return ok ? ' ✓' : ' **over**';
}

const budgetText = (budget) =>
  [
    budget.rps && `≥ ${budget.rps.toLocaleString('en')} req/s`,
    budget.p95 && `p95 ≤ ${budget.p95} ms`,
    budget.clean && '0 errors',
    budget.share && `≥ ${budget.share * 100} %`,
    budget.db && `on ${budget.db}`,
    budget.route && 'API alone',
  ]
    .filter(Boolean)
    .join(', ') || '—';

console.log(
  `checkout load: ${connections} connections, ${duration} s a scenario, ${shoppers} shoppers ordering; builds ${builds.map((b) => b.name).join(', ')}; ${os.cpus().length} cores; load average before ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}\n`,
);
const columns = [];
for (let round = 1; round <= rounds; round++) {
  for (const build of builds) for (const kind of kinds) columns.push(...(await measure(kind, build)));
  // The floor: the same statements by pgbench, on the same seeded schema, the API stopped; shown
  // beside this round's first build straight to PostgreSQL.
  if (kinds.includes('postgres') && (!only || only.has('cart') || only.has('orders'))) {
    const floor = await pgbenchFloor({ databaseUrl, schema, connections, shoppers, duration });
    const beside = columns.find((column) => column.kind === 'postgres' && column.route === 'api' && column.build === builds[0].name && !column.floor);
    if (beside) beside.floor = floor;
  }
}
const FLOOR_ROWS = [
  ['add', 'add', 'the floor: add to cart by pgbench, and the API over it'],
  ['quantity', 'quantity', 'the floor: quantity change by pgbench, and the API over it'],
  ['order', 'orders', `the floor: placeOrder by pgbench (${shoppers} clients), and the API over it`],
];
const label = (column) =>
  `${column.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${column.route === 'api' ? 'API alone' : 'through the edge'}${builds.length > 1 ? `, ${column.build}` : ''}`;
console.log(`| scenario | ${columns.map(label).join(' | ')} | budget |`);
console.log(`|---|${columns.map(() => '---|').join('')}---|`);
for (const [key, name, budget] of ROWS) {
  if (!columns.some((column) => column.figures[key])) continue;
  const cells = columns.map((column) => {
    const figure = column.figures[key];
    return figure ? `${figure.text} (load ${figure.load})${verdict(figure, budget, column)}` : '—';
  });
  console.log(`| ${name} | ${cells.join(' | ')} | ${budgetText(budget)} |`);
}
for (const [key, apiKey, name] of FLOOR_ROWS) {
  if (!columns.some((column) => column.floor?.[key])) continue;
  const cells = columns.map((column) => {
    const floor = column.floor?.[key];
    const api = column.figures[apiKey];
    if (!floor) return '—';
    const over = api ? `; API p95 ${(api.p95 / floor.p95).toFixed(1)} × pgbench's, throughput ${(api.rps / floor.rps).toFixed(2)} ×` : '';
    return `${floor.text} (load ${floor.load})${over}`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} | — |`);
}
console.log(
  `\nload average after ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
