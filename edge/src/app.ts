import type { ServerOptions } from 'node:http';
import { SERVER_LIMITS } from '@bottega/server-kit';
import { logRequests } from '@bottega/telemetry/logging';
import { nameRequestSpans } from '@bottega/telemetry/tracing';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A Fastify instance as both servers want it: the given pino logger (none in tests), the limits on
 * slow and oversized requests, and one structured line per request instead of Fastify's two
 * (`logRequests`, with the error behind a 5xx); each request's span named by its route.
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
    // Such a request gets no answer, so no request line (logRequests): this is its one line. Any other
    // error is on the request's line.
    if (reply.raw.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ method: request.method, url: request.url }, 'client closed the connection');
    }
  });
  logRequests(app);
  nameRequestSpans(app);
  return app;
}
