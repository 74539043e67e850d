// The first import of main.ts: tracing starts before the libraries it follows are loaded
// (docs/adr/0033-traces-and-logs.md); off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
import { startTracing } from '@bottega/telemetry/tracing';

startTracing('bottega-edge');
