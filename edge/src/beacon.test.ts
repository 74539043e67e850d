import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { matchRoute } from '@bottega/shell/routes';
import { buildEdgeServer } from './edge';
import { minuteLimiter, teamOfFile } from './beacon';
import { createEdgeMetrics, type EdgeMetrics } from './metrics';
import { FileRegistry } from './registry';
import { listen, request } from './testHttp';

const registry = {
  remotes: {
    mf_catalog: { entry: 'http://localhost:8081/1.3.0/mf-manifest.json' },
    mf_content: { entry: 'http://localhost:8085/1.0.0/mf-manifest.json' },
  },
  overrideOrigins: [],
};
const template =
  '<!doctype html><html lang="it"><head><title>Bottega</title><!--mf-registry--><script data-shopper-reports>/* reads the meta */</script></head><body><div id="root"></div></body></html>';

/** The sum of a metric's series whose labels include `labels`. */
async function total(metrics: EdgeMetrics, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((one) => one.name === name);
  return (metric?.values ?? [])
    .filter((value) => {
      // A histogram's series: only its _count, the number of observations.
      const series = (value as { metricName?: string }).metricName;
      return series === undefined || series === name || series.endsWith('_count');
    })
    .filter((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted))
    .reduce((sum, value) => sum + value.value, 0);
}

describe("real shoppers' reports at the edge", () => {
  let dir: string;
  let edge: FastifyInstance;
  let base: string;
  let metrics: EdgeMetrics;
  const post = (url: string, body: string, type = 'text/plain;charset=UTF-8') => request(base, url, { method: 'POST', headers: { 'content-type': type }, body });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'beacon-'));
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), template);
    writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
    const source = new FileRegistry(path.join(dir, 'registry.json'), { info() {}, error() {} });
    metrics = createEdgeMetrics(source, { nodeMetrics: false });
    edge = await buildEdgeServer({
      shellDist: path.join(dir, 'dist'),
      apiUrl: 'http://127.0.0.1:9',
      matchRoute,
      registry: source,
      resolvePage: async () => ({ status: 200 }),
      metrics,
      beaconSampleRate: 0.25,
    });
    base = await listen(edge);
  });

  afterAll(async () => {
    await edge.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tells the page what share of shoppers report and where the browser reports CSP violations', async () => {
    const page = await request(base, '/it/c/uomo');
    // Before the head script that reads it.
    expect(page.text()).toContain('<head><meta name="bottega:beacon" content="0.25"><title>');
    expect(page.headers['content-security-policy']).toContain('report-uri /beacon/csp; report-to csp');
    expect(page.headers['reporting-endpoints']).toBe('csp="/beacon/csp"');
  });

  it("turns a page's vitals into the route's figures by its team's live version, and errors into counts by the team whose file raised them", async () => {
    const beacon = {
      page: '/it/c/uomo',
      vitals: [
        { name: 'LCP', value: 1234.5 },
        { name: 'CLS', value: 0.02 },
        { name: 'TTFB', value: 80 },
      ],
      errors: [
        { kind: 'error', source: 'http://localhost:8081/1.3.0/chunks/CategoryPage.0a1b2c3d4e.js' },
        { kind: 'chunk', source: 'http://localhost:8080/main.0a1b2c3d4e.js' },
        { kind: 'rejection' },
      ],
    };
    expect((await post('/beacon', JSON.stringify(beacon))).status).toBe(204);
    expect(await total(metrics, 'bottega_beacons_total', { outcome: 'accepted' })).toBe(1);
    expect(await total(metrics, 'bottega_web_vitals_seconds', { metric: 'LCP', route: '/it/c/:categoryId', team: 'mf_catalog', version: '1.3.0' })).toBe(1);
    expect(await total(metrics, 'bottega_web_vitals_cls', { route: '/it/c/:categoryId', team: 'mf_catalog', version: '1.3.0' })).toBe(1);
    expect(await total(metrics, 'bottega_browser_errors_total', { kind: 'error', team: 'mf_catalog', version: '1.3.0' })).toBe(1);
    expect(await total(metrics, 'bottega_browser_errors_total', { kind: 'chunk', team: 'shell', version: 'local' })).toBe(1);
    expect(await total(metrics, 'bottega_browser_errors_total', { kind: 'rejection', team: 'other' })).toBe(1);
  });

  it('refuses malformed, oversized and unknown beacons, counting each, and never makes a label of what they carry', async () => {
    const before = await total(metrics, 'bottega_beacons_total', { outcome: 'malformed' });
    for (const body of [
      'not json',
      JSON.stringify({ page: '/it', vitals: [{ name: 'FID', value: 1 }], errors: [] }),
      JSON.stringify({ page: '/it', vitals: [], errors: [], userId: 'abc' }),
      JSON.stringify({ page: '/it', vitals: [], errors: Array.from({ length: 11 }, () => ({ kind: 'error' })) }),
      JSON.stringify({ page: 'https://elsewhere.example/', vitals: [], errors: [] }),
    ]) {
      expect((await post('/beacon', body)).status).toBe(400);
    }
    expect(await total(metrics, 'bottega_beacons_total', { outcome: 'malformed' })).toBe(before + 5);
    const tooLarge = await post('/beacon', JSON.stringify({ page: `/it/${'x'.repeat(9000)}`, vitals: [], errors: [] }));
    expect(tooLarge.status).toBe(413);
    expect(await total(metrics, 'bottega_beacons_total', { outcome: 'too_large' })).toBe(1);
    await post(
      '/beacon',
      JSON.stringify({ page: '/it/p/1234567/search?q=segreto', vitals: [{ name: 'LCP', value: 1 }], errors: [{ kind: 'error', source: 'https://evil.example/x.js' }] }),
    );
    const scrape = await metrics.registry.metrics();
    expect(scrape).not.toMatch(/1234567|segreto|evil/);
  });

  it("counts the browser's CSP reports in both of its formats", async () => {
    const legacy = {
      'csp-report': {
        'document-uri': 'http://localhost:8080/it',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://ads.example/x.js',
        'source-file': 'http://localhost:8085/1.0.0/chunks/a.js',
      },
    };
    expect((await post('/beacon/csp', JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
    const reporting = [{ type: 'csp-violation', age: 1, url: 'http://localhost:8080/it', body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/p.png' } }];
    expect((await post('/beacon/csp', JSON.stringify(reporting), 'application/reports+json')).status).toBe(204);
    expect(await total(metrics, 'bottega_browser_errors_total', { kind: 'csp', team: 'mf_content', version: '1.0.0' })).toBe(1);
    expect(await total(metrics, 'bottega_browser_errors_total', { kind: 'csp', team: 'other' })).toBe(1);
    expect(await total(metrics, 'bottega_beacons_total', { outcome: 'csp' })).toBe(2);
  });

  it("counts the edge's own requests by route pattern, never by address, and keeps /metrics off the shoppers' port", async () => {
    await request(base, '/it/p/987654');
    expect(await total(metrics, 'http_server_request_duration_seconds', { route: '/it/p/:productId', status: '200' })).toBeGreaterThanOrEqual(1);
    const scrape = await request(base, '/metrics');
    expect(scrape.text()).not.toContain('# HELP');
    expect(await metrics.registry.metrics()).not.toContain('987654');
  });

  it('answers a client past its 30 beacons a minute with 429, and counts it', async () => {
    const statuses: number[] = [];
    // Two minutes' worth at most: a minute may turn while the loop runs.
    while (statuses.length < 61 && statuses.at(-1) !== 429) statuses.push((await post('/beacon', JSON.stringify({ page: '/it', vitals: [], errors: [] }))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(await total(metrics, 'bottega_beacons_total', { outcome: 'rate_limited' })).toBe(1);
  });
});

describe('the beacon rules', () => {
  it('lets a client send its limit in a minute, then refuses it until the next minute, and bounds the clients it counts', () => {
    let now = 60_000 * 1000;
    const allow = minuteLimiter(3, 2, () => now);
    expect([allow('a'), allow('a'), allow('a'), allow('a')]).toEqual([true, true, true, false]);
    expect(allow('b')).toBe(true);
    expect(allow('c')).toBe(false);
    now += 60_000;
    expect([allow('a'), allow('c')]).toEqual([true, true]);
  });

  it('finds the team whose version folder holds a file, else the shell by its origin, else other', () => {
    const shell = { origin: 'http://localhost:8080', version: 'local' };
    expect(teamOfFile('http://localhost:8081/1.3.0/chunks/a.js', registry, shell)).toEqual({ team: 'mf_catalog', version: '1.3.0' });
    expect(teamOfFile('http://localhost:8081/1.2.0/chunks/a.js', registry, shell)).toEqual({ team: 'other', version: 'none' });
    expect(teamOfFile('http://localhost:8080/main.js', registry, shell)).toEqual({ team: 'shell', version: 'local' });
    expect(teamOfFile(undefined, registry, shell)).toEqual({ team: 'other', version: 'none' });
  });
});
