import './tracing';
import { createLogger } from '@bottega/telemetry/logging';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { createApiMetrics } from './metrics';
import { serveUntilSignalled } from './shutdown';

/**
 * The web process (`node dist/server.js`, configured as docs/api.md says); outside production it also migrates, seeds and runs the jobs,
 * as the embedded PGlite is its alone. In production it refuses a schema `node dist/migrate.js` has not brought up to date.
 */
async function main() {
  const config = loadConfig();
  const log = createLogger('bottega-api', config.logLevel);
  const deps = await createDeps(config, log);
  const app = await buildApp({ deps, ownsDeps: true, backgroundJobs: config.jobs, metrics: createApiMetrics('api') });
  await serveUntilSignalled(app, { port: config.port, host: config.host }, config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
