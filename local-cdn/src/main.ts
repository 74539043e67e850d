import type { FastifyInstance } from 'fastify';
import { createLogger } from '@bottega/telemetry/logging';
import { buildCdnServer, cdnSites, folderOf } from './cdn';
import { loadConfig } from '@bottega/edge/config';
import { drainOnSignal, ensureRegistryFile, exitOnStartFailure } from '@bottega/edge/lifecycle';
import { FileRegistry } from '@bottega/edge/registry';
import { RendererPool } from './renderers';

/** The local CDN (`node local-cdn/dist/main.js`): one origin per remote and the teams' renderers, in a process of its own so the edge's one thread only draws pages. */
async function main() {
  const config = loadConfig();
  const log = createLogger('bottega-cdn', config.logLevel);
  const seed = await ensureRegistryFile(config);
  const renderers = new RendererPool({
    cdnRoot: config.cdnRoot,
    apiUrl: config.apiUrl,
    renderToken: config.renderToken,
    renderTokenPrevious: config.renderTokenPrevious,
    log: log.child({ component: 'renderers' }),
  });
  const servers: FastifyInstance[] = [];
  drainOnSignal(log, () => Promise.allSettled([...servers.map((server) => server.close()), renderers.close()]));
  // The live versions' renderers start before the CDN answers its health: scripts/serve.mjs's first page finds them ready.
  if (config.shellRenderer) {
    const live = await new FileRegistry(config.registryFile, log.child({ component: 'registry' })).get();
    await Promise.all(
      Object.entries(live.remotes).map(([name, { entry }]) => {
        const version = new URL(entry).pathname.split('/').at(-2) ?? '';
        return renderers.address(folderOf(name), version).catch((error: Error) => log.warn({ remote: name, err: error.message }, 'renderer did not start'));
      }),
    );
  }
  for (const site of cdnSites(seed)) {
    const cdn = await buildCdnServer(config.cdnRoot, site, log.child({ component: 'cdn', remote: site.name }), renderers);
    servers.push(cdn);
    await cdn.listen({ host: config.host, port: site.port }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      throw new Error(
        `port ${site.port} of ${site.name} on the local CDN is in use: stop the remote's dev harness (pnpm --filter @bottega/${site.folder} dev) or whatever holds it, or run the CDN on other ports with REGISTRY_SEED`,
      );
    });
  }
  log.info({ cdn: config.cdnRoot, sites: servers.length }, 'local CDN ready');
}

main().catch(exitOnStartFailure('local CDN'));
