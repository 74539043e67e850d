import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { readRegistry } from '../src/composition/registry';
import { matchRoute } from '../src/routes/table';
import { buildCdnServer, cdnSites, folderOf } from './cdn';
import { RendererPool } from './renderers';
import { pageRendererLoader } from './ssr';
import { loadConfig } from './config';
import { buildEdgeServer } from './edge';
import { createPageResolver } from './pages';
import { RegistryStore } from './registry';

/**
 * One process for local use and CI: the local CDN (one origin per remote) and the edge server.
 * `node shell/dist-server/server/main.js`; docs/deploy.md lists the environment variables.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'bottega-edge' } });
  const servers: FastifyInstance[] = [];

  // A fresh machine has no .cdn yet: it starts from the environment's registry.
  const seedText = await fs.readFile(config.seedRegistryFile, 'utf8');
  const seed = readRegistry(seedText);
  if (seed.error) throw new Error(`${config.seedRegistryFile}: ${seed.error}`);
  await fs.mkdir(path.dirname(config.registryFile), { recursive: true });
  await fs.writeFile(config.registryFile, seedText, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot keep the process alive past 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    await Promise.allSettled([...servers.map((server) => server.close()), renderers?.close()]);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const renderers = config.localCdn ? new RendererPool({ cdnRoot: config.cdnRoot, apiUrl: config.apiUrl, log: log.child({ component: 'renderers' }) }) : null;
  if (renderers) {
    for (const site of cdnSites(seed.registry)) {
      const cdn = await buildCdnServer(config.cdnRoot, site, log.child({ component: 'cdn', remote: site.name }), renderers);
      servers.push(cdn);
      await cdn.listen({ host: config.host, port: site.port }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EADDRINUSE') throw error;
        throw new Error(
          `port ${site.port} of ${site.name} on the local CDN is in use: stop the remote's dev harness (pnpm --filter @bottega/${site.folder} dev) or whatever holds it, or run the CDN on other ports with REGISTRY_SEED`,
        );
      });
    }
  }

  const edgeLog = log.child({ component: 'edge' });
  const registry = new RegistryStore(config.registryFile, edgeLog.child({ component: 'registry' }));
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
    logger: edgeLog,
    ssr: config.shellRenderer ? { load: pageRendererLoader(config.shellRenderer), fragmentBudgetMs: config.fragmentBudgetMs } : null,
    registry,
    resolvePage: createPageResolver({ apiUrl: config.apiUrl, origin: config.publicOrigin, log: edgeLog.child({ component: 'page-status' }) }),
  });
  servers.push(edge);
  await edge.listen({ host: config.host, port: config.edgePort });
  log.info({ registry: config.registryFile, api: config.apiUrl, shell: config.shellDist, cdn: config.localCdn ? config.cdnRoot : null }, 'Bottega edge ready');
  // The live versions' renderers start now rather than with the first shopper's page.
  if (renderers && config.shellRenderer) {
    for (const [name, { entry }] of Object.entries((await registry.get()).remotes)) {
      const version = new URL(entry).pathname.split('/').at(-2) ?? '';
      void renderers.address(folderOf(name), version).catch((error: Error) => log.warn({ remote: name, err: error.message }, 'renderer did not start'));
    }
  }
}

main().catch((error) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'edge server failed to start', err: String(error?.stack ?? error) }));
  process.exit(1);
});
