import type { ServerOptions } from 'node:http';
import { SERVER_LIMITS } from '@bottega/server-kit';
import { logRequests } from '@bottega/telemetry/logging';
import { nameRequestSpans } from '@bottega/telemetry/tracing';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** A Fastify instance as both servers want it: their logger, the limits on slow and oversized requests, one line per request (`logRequests`), spans named by route. */
export function createApp(
  logger: FastifyBaseLogger | undefined,
  serverOptions: Omit<FastifyServerOptions, 'logger' | 'loggerInstance'> & { http?: ServerOptions } = {},
): FastifyInstance {
  // Slow and hostile clients are cut off as at the API; a caller (a test) may shorten the limits.
  const options = { ...SERVER_LIMITS, ...serverOptions, http: { ...SERVER_LIMITS.http, ...serverOptions.http } };
  const app = logger ? Fastify({ ...options, loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) }) : Fastify({ ...options, logger: false });
  // A target that is not a path (`GET http://host/x`, `OPTIONS *`) is refused before any rule written for paths reads it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) return reply.code(400).type('text/plain; charset=utf-8').send('Richiesta non valida.');
  });
  app.addHook('onError', async (request, reply, error) => {
    // A shopper who leaves mid-stream ends it early: no fault of ours, and Fastify reports a read POST as an
    // error. Such a request gets no answer, so this is its one log line.
    if (reply.raw.destroyed && (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ method: request.method, url: request.url }, 'client closed the connection');
    }
  });
  logRequests(app);
  nameRequestSpans(app);
  return app;
}
