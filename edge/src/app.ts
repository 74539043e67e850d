import type { ServerOptions } from 'node:http';
import { SERVER_LIMITS } from '@bottega/api-contract/src/serverLimits';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A Fastify instance as both servers want it: the given pino logger (none in tests), the limits on
 * slow and oversized requests, and one structured line per answered request instead of Fastify's
 * two, plus the error behind a 5xx.
 */
export function createApp(
  logger: FastifyBaseLogger | undefined,
  serverOptions: Omit<FastifyServerOptions, 'logger' | 'loggerInstance'> & { http?: ServerOptions } = {},
): FastifyInstance {
  // Slow and hostile clients are cut off as at the API; a caller (a test) may shorten the limits.
  const options = { ...SERVER_LIMITS, ...serverOptions, http: { ...SERVER_LIMITS.http, ...serverOptions.http } };
  const app = logger ? Fastify({ ...options, loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) }) : Fastify({ ...options, logger: false });
  // A request target that is not a path (absolute form `GET http://host/x`, asterisk form `OPTIONS *`)
  // is none a browser sends a site: it is refused before any route, proxy or rule reads it, as rules
  // written for paths (the /api/dev block) would not see it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) return reply.code(400).type('text/plain; charset=utf-8').send('Richiesta non valida.');
  });
  app.addHook('onError', async (request, reply, error) => {
    // A shopper who leaves while a streamed answer is still coming (a proxied API call, a page) ends
    // that stream early: nothing failed on our side. Fastify treats a request whose body it read as
    // not aborted, so such a POST arrives here as an error.
    if (reply.raw.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ method: request.method, url: request.url }, 'client closed the connection');
    } else request.log.error({ err: error, url: request.url }, 'request failed');
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });
  return app;
}
