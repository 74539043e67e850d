import type { AddressInfo } from 'node:net';
import { createMetricsServer, createProcessMetrics, recordCacheLookup, recordRequest } from './metrics';

describe('process metrics', () => {
  it('counts requests by method, route pattern and status, an unknown method and an unmatched request each as one series', async () => {
    const metrics = createProcessMetrics('edge', { nodeMetrics: false });
    recordRequest(metrics, { method: 'GET', route: '/it/p/:productId', status: 200, ms: 12 });
    recordRequest(metrics, { method: 'BREW', route: undefined, status: 404, ms: 1 });
    recordRequest(metrics, { method: 'PROPFIND', route: undefined, status: 404, ms: 1 });
    recordCacheLookup(metrics, 'guest:catalog', true);
    recordCacheLookup(metrics, 'guest:catalog', false);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_server_request_duration_seconds_count{service="edge",method="GET",route="/it/p/:productId",status="200"} 1');
    expect(text).toContain('http_server_request_duration_seconds_count{service="edge",method="other",route="unmatched",status="404"} 2');
    expect(text).toContain('bottega_cache_lookups_total{cache="guest:catalog",result="hit",service="edge"} 1');
    expect(text).toContain('bottega_cache_lookups_total{cache="guest:catalog",result="miss",service="edge"} 1');
  });

  it("answers GET /metrics on a listener of its own in Prometheus' text format, and nothing else", async () => {
    const metrics = createProcessMetrics('edge');
    const server = createMetricsServer(metrics.registry);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const scrape = await fetch(`${base}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      // Node's own figures come with every process's.
      expect(await scrape.text()).toContain('process_cpu_user_seconds_total{service="edge"}');
      expect((await fetch(`${base}/it`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
