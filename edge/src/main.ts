import './tracing';
import { createLogger } from '@bottega/telemetry/logging';
import { flushTracing } from '@bottega/telemetry/tracing';
import { PostgresRegistryStore } from '@bottega/registry/postgres';
import { matchRoute } from '@bottega/shell/routes';
import { pageRendererLoader } from './ssr/streamPage';
import { loadConfig, type EdgeConfig } from './config';
import { buildEdgeServer } from './edge';
import { drainOnSignal, ensureRegistryFile, exitOnStartFailure } from './lifecycle';
import { createPageResolver } from './pages';
import { FileRegistry, SharedRegistry, type RegistryLogger, type RegistrySource } from './registry';
import { createEdgeMetrics } from './metrics';
import { createMetricsServer } from '@bottega/telemetry/metrics';

/** The live registry: the shared store when REGISTRY_DATABASE_URL names one (docs/adr/0023), else the file `npm start` writes. */
async function openRegistry(config: EdgeConfig, log: RegistryLogger): Promise<RegistrySource> {
  if (!config.registryDatabaseUrl) {
    await ensureRegistryFile(config);
    return new FileRegistry(config.registryFile, log);
  }
  // An entry outside the static origins is left out by the store (logged): that remote shows its fallback.
  const store = new PostgresRegistryStore({ databaseUrl: config.registryDatabaseUrl, allowedOrigins: config.staticOrigins, log });
  const shared = new SharedRegistry({ store, overrideOrigins: config.overrideOrigins, log });
  // The edge starts from the store's registry; if the store cannot be read, it starts unready and keeps trying.
  await shared.refresh();
  return shared;
}

/** The edge server, `node edge/dist/main.js`; its environment variables are in docs/deploy.md. */
async function main() {
  const config = loadConfig();
  const log = createLogger('bottega-edge', config.logLevel).child({ component: 'edge' });
  const registry = await openRegistry(config, log.child({ component: 'registry' }));
  let draining = () => false;
  const metrics = createEdgeMetrics(registry);
  const edge = await buildEdgeServer({
    shellDist: config.shellDist,
    shellAssetsUrl: config.shellAssetsUrl,
    apiUrl: config.apiUrl,
    matchRoute,
    formActionOrigins: config.formActionOrigins,
    trustProxy: config.trustProxy,
    hsts: config.production,
    secureCookies: config.production,
    captchaOrigins: config.captchaOrigins,
    tagManager: config.tagManager,
    publicOrigin: config.publicOrigin,
    sitemapUrlsPerFile: config.sitemapUrlsPerFile,
    logger: log,
    metrics,
    beaconSampleRate: config.beaconSampleRate,
    rateLimitScale: config.rateLimitScale,
    ssr: config.shellRenderer ? { load: pageRendererLoader(config.shellRenderer), renderToken: config.renderToken } : null,
    budgets: config.budgets,
    registry,
    draining: () => draining(),
    resolvePage: createPageResolver({
      origin: config.publicOrigin,
      budgetMs: config.budgets.slotMs,
      pageBudgetMs: config.budgets.pageMs,
      renderToken: config.renderToken,
      log: log.child({ component: 'page-status' }),
    }),
  });
  // The shoppers' port never answers /metrics: the scrape comes to a port of its own (docs/operations.md, "Metrics").
  const metricsServer = config.metricsPort === null ? null : createMetricsServer(metrics.registry);
  const closeMetrics = () => new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
  // The last spans are sent once the requests in flight have finished (bounded: flushTracing).
  ({ draining } = drainOnSignal(log, () => Promise.allSettled([edge.close(), registry.close(), closeMetrics()]).then(flushTracing), {
    drainDelayMs: config.drainDelayMs,
    timeoutMs: config.shutdownTimeoutMs,
  }));
  await edge.listen({ host: config.host, port: config.edgePort });
  if (metricsServer) await new Promise<void>((resolve) => metricsServer.listen(config.metricsPort!, config.metricsHost, resolve));
  log.info({ registry: registry.status(), api: config.apiUrl, shell: config.shellDist, shellAssets: config.shellAssetsUrl, metricsPort: config.metricsPort }, 'Bottega edge ready');
}

main().catch(exitOnStartFailure('edge server'));
