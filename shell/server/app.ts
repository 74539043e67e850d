import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A Fastify instance as both servers want it: the given pino logger (none in tests), and one
 * structured line per answered request instead of Fastify's two, plus the error behind a 5xx.
 */
export function createApp(logger: FastifyBaseLogger | undefined, options: Omit<FastifyServerOptions, 'logger' | 'loggerInstance'> = {}): FastifyInstance {
  const app = logger
    ? Fastify({ ...options, loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) })
    : Fastify({ ...options, logger: false });
  app.addHook('onError', async (request, _reply, error) => {
    request.log.error({ err: error, url: request.url }, 'request failed');
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
  return app;
}
