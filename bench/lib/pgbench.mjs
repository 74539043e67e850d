// The floor under the API's cart and order figures (issue 31 item 6): pgbench runs the statements the
// API sends for each mutation (bench/pgbench/*.sql, one script a mutation) on the schema the benchmark
// seeded, with as many clients as the API had connections or shoppers, and no API in between.
// Latencies come from pgbench's per-transaction log, so the p95 is measured as the API's is.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quantile } from './load.mjs';

const scripts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pgbench');
/** Carts of one line for the cart scripts, and the first id of their lines (cart n holds line LINE0 + n). */
const CARTS = 2000;
const LINE0 = 900_000_000;
const ADDRESS = JSON.stringify({
  city: 'Milano',
  street: ['Via Roma 1'],
  company: null,
  lastname: 'Verdi',
  postcode: '20121',
  firstname: 'Anna',
  telephone: '3331234567',
  fiscal_code: null,
  region_code: 'MI',
  country_code: 'IT',
});

function psql(databaseUrl, schema, script) {
  const result = spawnSync('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-Atq', '-c', `set search_path = ${schema}`, '-c', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The pgbench carts made afresh: CARTS guest carts of one line of a simple product, and `shoppers`
 * carts ready to order one of the ten sizes of five pieces (as bench/lib/api-in-process.mjs sets
 * them), their stock back at five and every unpaid order closed, as the API's run starts.
 */
function prepare(databaseUrl, schema, shoppers) {
  const sku = psql(databaseUrl, schema, `select sku from products where type = 'SimpleProduct' and stock_qty >= 100 order by uid limit 1`);
  psql(
    databaseUrl,
    schema,
    `
    begin;
    delete from payment_attempts where order_id in (select id from orders where cart_id like 'pgb-%');
    delete from order_items where order_id in (select id from orders where cart_id like 'pgb-%');
    delete from orders where cart_id like 'pgb-%';
    delete from cart_items where cart_id like 'pgb-%';
    delete from carts where id like 'pgb-%';
    update orders set status = 'canceled', reserved_until = null where status = 'pending_payment';
    create temporary table sizes as
      select v.sku, v.product_uid as uid, row_number() over (order by v.product_uid, v.sku) - 1 as n from product_variants v join products p on p.uid = v.product_uid
      where p.category_uids && array['uomo', 'donna']::text[] order by v.product_uid, v.sku limit 10;
    update product_variants set stock_qty = 5 where sku in (select sku from sizes);
    insert into carts (id, status) select 'pgb-cart-' || n, 'active' from generate_series(1, ${CARTS}) n;
    insert into cart_items (id, cart_id, sku, product_uid, quantity)
      select ${LINE0} + n, 'pgb-cart-' || n, p.sku, p.uid, 1 from generate_series(1, ${CARTS}) n, products p where p.sku = '${sku}';
    insert into carts (id, status, email, shipping_address, billing_address, shipping_method, payment_method)
      select 'pgb-order-' || n, 'active', 'pgbench@example.it', '${ADDRESS}', '${ADDRESS}', 'bottega/standard', 'xpay' from generate_series(1, ${shoppers}) n;
    insert into cart_items (cart_id, sku, product_uid, quantity)
      select 'pgb-order-' || g.n, s.sku, s.uid, 1 from generate_series(1, ${shoppers}) g(n) join sizes s on s.n = (g.n - 1) % 10;
    commit;`,
  );
  return { sku };
}

/** One script at `clients` clients for `duration` s: transactions a second and the p50/p95 of their latencies. */
function run(databaseUrl, schema, script, clients, duration, variables) {
  const logs = mkdtempSync(path.join(os.tmpdir(), 'bottega-pgbench-'));
  try {
    const result = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'extended',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(duration),
        '-f',
        path.join(scripts, script),
        ...Object.entries(variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
        '--log',
        `--log-prefix=${path.join(logs, 'tx')}`,
        databaseUrl,
      ],
      { encoding: 'utf8', env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` } },
    );
    if (result.status !== 0) throw new Error(`pgbench ${script}: ${result.stderr}`);
    // Each log line: client, transaction, latency in µs, script, epoch seconds, µs.
    const latencies = readdirSync(logs)
      .flatMap((file) => readFileSync(path.join(logs, file), 'utf8').trim().split('\n'))
      .filter(Boolean)
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const rps = latencies.length / duration;
    const p95 = quantile(latencies, 0.95);
    const aborted = /aborted/.test(result.stdout + result.stderr) ? ', some clients aborted' : '';
    return {
      text: `${Math.round(rps).toLocaleString('en')}/s, p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${aborted}`,
      rps,
      p95,
      load: os.loadavg()[0].toFixed(1),
    };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

/** The three mutations by pgbench: add to cart and quantity change at `connections` clients, placeOrder at `shoppers`. */
export function pgbenchFloor({ databaseUrl, schema, connections, shoppers, duration }) {
  const { sku } = prepare(databaseUrl, schema, shoppers);
  const carts = { carts: CARTS, sku, line0: LINE0 };
  return {
    add: run(databaseUrl, schema, 'add-to-cart.sql', connections, duration, carts),
    quantity: run(databaseUrl, schema, 'update-quantity.sql', connections, duration, carts),
    order: run(databaseUrl, schema, 'place-order.sql', shoppers, duration, {}),
  };
}
