import pino from 'pino';
import { matchRoute } from '@bottega/shell/src/routes/table';
import { pageRendererLoader } from './ssr';
import { loadConfig } from './config';
import { buildEdgeServer } from './edge';
import { closeOnSignal, ensureRegistryFile, exitOnStartFailure } from './lifecycle';
import { createPageResolver } from './pages';
import { RegistryStore } from './registry';

/**
 * The edge server: `node edge/dist/main.js`. Locally the remotes' files and renderers
 * are the local CDN's, a process of its own (`local-cdn/dist/main.js`); docs/deploy.md lists the environment variables.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'bottega-edge' } }).child({ component: 'edge' });
  await ensureRegistryFile(config);
  const registry = new RegistryStore(config.registryFile, log.child({ component: 'registry' }));
  const edge = await buildEdgeServer({
    shellDist: config.shellDist,
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
    ssr: config.shellRenderer ? { load: pageRendererLoader(config.shellRenderer), fragmentBudgetMs: config.fragmentBudgetMs, renderToken: config.renderToken } : null,
    registry,
    resolvePage: createPageResolver({ apiUrl: config.apiUrl, origin: config.publicOrigin, log: log.child({ component: 'page-status' }) }),
  });
  closeOnSignal(log, () => edge.close());
  await edge.listen({ host: config.host, port: config.edgePort });
  log.info({ registry: config.registryFile, api: config.apiUrl, shell: config.shellDist }, 'Bottega edge ready');
}

main().catch(exitOnStartFailure('edge server'));
