import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { createLogger, logRequests } from '@bottega/telemetry/logging';
import { SERVER_LIMITS } from '@bottega/server-kit';
import type { AppDeps } from './appDeps';
import { startReservationSweeper } from './commerce/reservations';
import { startMailSender } from './mail/transport';
import { startCatalogCompactor } from './methods/catalog.changes';
import { closeDepsWith } from './deps';
import { addHealthRoutes } from './health';
import { addMetrics, createApiMetrics, type ApiMetrics } from './metrics';

/** A background job: started with the process's deps, it returns its stop, which waits for a run in progress; null when it has nothing to do here. */
export type Job = (deps: AppDeps, log: FastifyBaseLogger) => (() => Promise<void>) | null;

/** Every job of the shop. Each is safe on several processes at once (advisory locks, claimed rows). */
const BACKGROUND_JOBS: Job[] = [
  (deps, log) => startReservationSweeper(deps.db, log),
  (deps, log) => startCatalogCompactor(deps.db, log),
  (deps, log) => (deps.config.smtpUrl ? startMailSender(deps.db, deps.config.smtpUrl, log) : null),
];

/** Runs `jobs` for the life of `app`: started when it is ready, stopped (each run in progress finished) when it closes. */
export function runJobs(app: FastifyInstance, deps: AppDeps, jobs: Job[] = BACKGROUND_JOBS): void {
  const stops: Array<() => Promise<void>> = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const stop = job(deps, app.log);
      if (stop) stops.push(stop);
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}

/** The worker (`node dist/worker.js`): the background jobs apart from the web processes, its own port answering only health and metrics. */
export async function buildWorker({
  deps,
  jobs,
  logger = true,
  ownsDeps = false,
  metrics = createApiMetrics('worker', { nodeMetrics: false }),
}: {
  deps: AppDeps;
  jobs?: Job[];
  logger?: boolean;
  ownsDeps?: boolean;
  metrics?: ApiMetrics;
}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: createLogger('bottega-worker', deps.config.logLevel) as FastifyBaseLogger } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
    ...SERVER_LIMITS,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  logRequests(app);
  addHealthRoutes(app, deps, { legacyPath: false });
  addMetrics(app, deps, metrics, { jobs: true });
  // Fastify runs onClose hooks last registered first: the jobs stop before the deps they use close.
  if (ownsDeps) closeDepsWith(app, deps);
  runJobs(app, deps, jobs);
  return app;
}
