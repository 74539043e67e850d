// Server rendering at the edge under load (issue 9 item 8): product and category pages through the
// edge at 20 concurrent shoppers, on the embedded database. Prints pages/s and latency p50 / p97.5 /
// p99 (autocannon reports p97.5, held to the p95 reading), the share of slots the teams drew on the
// server meanwhile, and the load average; never asserts.
//   npm start   (in another terminal), then:   node bench/page-render.mjs [--base http://localhost:8080] [--duration 10]
import os from 'node:os';
import autocannon from 'autocannon';
import { mainRoutes } from './shop-routes.mjs';

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith('--') ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
const base = args.base ?? 'http://localhost:8080';
const duration = Number(args.duration ?? 10);
const routes = (await mainRoutes(base)).filter(([name]) => name === 'product' || name === 'category');

const count = (html, pattern) => html.match(pattern)?.length ?? 0;

/**
 * The layout's slots on a page, and how many of them the teams' renderers filled within the edge's
 * budget; the same for the slots nested in them (docs/adr/0020, 0021: a drawn host is `data-slot-host="server"`).
 */
function slotsOf(html) {
  const nestedDrawn = count(html, /data-nested-id="[^"]*"[^>]*><div data-slot-host="server">/g);
  return {
    total: count(html, /data-slot-id=/g),
    drawn: count(html, /data-slot-data/g) - nestedDrawn,
    nested: count(html, /data-nested-id=/g),
    nestedDrawn,
  };
}

/**
 * Pages read one at a time while the load runs (a 21st shopper): how many of their slots the server
 * drew. A slot past its budget is sent empty and drawn in the browser, so a fast page can be an empty one.
 */
async function sampleSlots(url, until) {
  const seen = { total: 0, drawn: 0, nested: 0, nestedDrawn: 0, pages: 0 };
  while (Date.now() < until) {
    const page = slotsOf(await (await fetch(url)).text());
    for (const key of ['total', 'drawn', 'nested', 'nestedDrawn']) seen[key] += page[key];
    seen.pages += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return seen;
}

const rows = [];
for (const [name, route] of routes) {
  // A first page starts the teams' renderers: the figures are for a shop that is serving.
  await (await fetch(`${base}${route}`)).text();
  const [result, slots] = await Promise.all([
    autocannon({ url: `${base}${route}`, connections: 20, duration, headers: { 'accept-encoding': 'br' } }),
    sampleSlots(`${base}${route}`, Date.now() + duration * 1000),
  ]);
  const row = {
    route: name,
    path: route,
    pagesPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    slotsDrawn: slots.total ? Number((slots.drawn / slots.total).toFixed(2)) : null,
    nestedDrawn: slots.nested ? Number((slots.nestedDrawn / slots.nested).toFixed(2)) : null,
    pagesSampled: slots.pages,
  };
  rows.push(row);
  const nested = row.nestedDrawn === null ? '' : `, ${Math.round(row.nestedDrawn * 100)} % of nested ones`;
  const drawn = row.slotsDrawn === null ? 'no page sampled' : `${Math.round(row.slotsDrawn * 100)} % of slots drawn by the server${nested} (${slots.pages} pages sampled)`;
  console.log(`${name.padEnd(9)} ${row.pagesPerSecond.toFixed(0)} pages/s  p50 ${row.p50} ms  p97.5 ${row.p975} ms  p99 ${row.p99} ms  errors ${row.errors}  ${drawn}`);
}
console.log(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.log(JSON.stringify({ connections: 20, duration, rows }));
