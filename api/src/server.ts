import pino from 'pino';
import { buildApp, createDeps } from './app';
import { loadConfig } from './config';

/** Starts the API: `node dist/server.js`. Configuration comes from the environment (docs/api.md). */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const deps = await createDeps(config, log);
  const app = await buildApp({ deps, ownsDeps: true, backgroundJobs: true });
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('requests still in flight after the shutdown timeout, exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
