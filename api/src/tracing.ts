// The first import of each entry point (server.ts, worker.ts): tracing starts before the libraries it
// follows are loaded (docs/adr/0033-traces-and-logs.md); off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTracing } from '@bottega/telemetry/tracing';

startTracing(process.argv[1]?.endsWith('worker.js') ? 'bottega-worker' : 'bottega-api');
