// Server rendering at the edge under load (issue 9 item 8): product and category pages through the
// edge at 20 concurrent shoppers, on the embedded database. Prints pages/s and latency p50 / p97.5 /
// p99 (autocannon reports p97.5, held to the p95 reading), and the load average; never asserts.
//   npm start   (in another terminal), then:   node bench/page-render.mjs [--base http://localhost:8080] [--duration 10]
import os from 'node:os';
import autocannon from 'autocannon';
import { mainRoutes } from './shop-routes.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const base = args.base ?? 'http://localhost:8080';
const duration = Number(args.duration ?? 10);
const routes = (await mainRoutes(base)).filter(([name]) => name === 'product' || name === 'category');

const rows = [];
for (const [name, route] of routes) {
  // A first page starts the teams' renderers: the figures are for a shop that is serving.
  await (await fetch(`${base}${route}`)).text();
  const result = await autocannon({ url: `${base}${route}`, connections: 20, duration, headers: { 'accept-encoding': 'br' } });
  const row = {
    route: name,
    path: route,
    pagesPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  rows.push(row);
  console.log(`${name.padEnd(9)} ${row.pagesPerSecond.toFixed(0)} pages/s  p50 ${row.p50} ms  p97.5 ${row.p975} ms  p99 ${row.p99} ms  errors ${row.errors}`);
}
console.log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(JSON.stringify({ connections: 20, duration, rows }));
