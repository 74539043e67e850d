import './tracing';
import { createLogger } from '@bottega/telemetry/logging';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { createApiMetrics } from './metrics';
import { buildWorker } from './jobs';
import { serveUntilSignalled } from './shutdown';

/** The worker (`node dist/worker.js`): the background jobs apart from the web processes, health on WORKER_PORT; it never migrates. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error('The worker needs DATABASE_URL (postgres://…): the embedded PGlite is open in the web process alone, which runs the jobs itself (API_JOBS)');
  const log = createLogger('bottega-worker', config.logLevel);
  const deps = await createDeps(config, log, { prepare: false });
  const app = await buildWorker({ deps, ownsDeps: true, metrics: createApiMetrics('worker') });
  await serveUntilSignalled(app, { port: config.workerPort, host: config.host }, config);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
