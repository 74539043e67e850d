import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { activeTraceparent, droppedSpanCount, readTracingConfig, startTracing, tracer, withSpan } from './tracing';
import { createProcessMetrics } from './metrics';

describe('tracing configuration', () => {
  it('is off without a collector, and when the SDK is disabled', () => {
    expect(readTracingConfig({})).toBeNull();
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeNull();
  });

  it('sends traces to the endpoint’s /v1/traces, or to the traces endpoint as it is named', () => {
    expect(readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({ url: 'http://collector:4318/v1/traces', ratio: 1 });
    expect(
      readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://b/otlp/traces', OTEL_TRACES_SAMPLER_ARG: '0.25' }),
    ).toEqual({
      url: 'https://b/otlp/traces',
      ratio: 0.25,
    });
  });

  it('stops the process at start on an address or a ratio it cannot use, naming the variable', () => {
    expect(() => readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => readTracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });
});

describe('a collector that does not answer', () => {
  it('costs the process spans, counted, and never a wait', async () => {
    // A collector that accepts the connection and never answers; the queue holds four spans.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    process.env.OTEL_BSP_MAX_QUEUE_SIZE = '4';
    process.env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE = '4';
    // The hanging export is given up after this (30 s by default), so the test ends soon after.
    process.env.OTEL_BSP_EXPORT_TIMEOUT = '300';
    try {
      expect(startTracing('bottega-test', { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` })).toBe(true);
      let traceparent: string | null = null;
      // Twenty requests' worth of spans while the first export hangs: each one ends at once.
      for (let index = 0; index < 20; index += 1) await withSpan('page', {}, async () => void (traceparent = activeTraceparent()));
      expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(droppedSpanCount()).toBeGreaterThanOrEqual(12);
      // …and every process's metrics say how many.
      expect(await createProcessMetrics('edge', { nodeMetrics: false }).registry.metrics()).toContain(`bottega_trace_spans_dropped{service="edge"} ${droppedSpanCount()}`);
      expect(tracer().startSpan('still traced').isRecording()).toBe(true);
    } finally {
      delete process.env.OTEL_BSP_MAX_QUEUE_SIZE;
      delete process.env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE;
      delete process.env.OTEL_BSP_EXPORT_TIMEOUT;
      silent.closeAllConnections();
      silent.close();
    }
  });
});
