import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { createLogger, logRequests } from '@bottega/telemetry/logging';
import { nameRequestSpans } from '@bottega/telemetry/tracing';
import cookiePlugin from '@fastify/cookie';
import { z } from 'zod';
import { methods } from '@bottega/api-contract';
import { BODY_LIMIT_BYTES, HSTS, SERVER_LIMITS } from '@bottega/server-kit';
import { createContext, type Context } from './context';
import type { AppDeps } from './appDeps';
import { closeDepsWith } from './deps';
import { addHealthRoutes } from './health';
import { runJobs } from './jobs';
import { handlers } from './methods';
import { HttpError } from './httpError';
import { openApiDocument } from './openapi';
import { mediaRoutes } from './media/routes';
import { paymentRoutes } from './payment';
import { confirmRoutes } from './auth/confirmRoutes';
import { mailOutboxRoutes } from './mail/routes';
import { addMetrics, createApiMetrics, labelMethodRoute, type ApiMetrics } from './metrics';

// Validation messages of the API are read by Italian shoppers.
z.config(z.locales.it());

/** What the app needs from outside; route plugins (media, payment) receive it too. */
export interface BuildAppOptions {
  deps: AppDeps;
  /** Pino options, or false for silence in tests. */
  logger?: boolean | { level: string };
  /** Close the database and the store with the app (the server owns them; tests usually do not). */
  ownsDeps?: boolean;
  /** Run the background jobs (releasing unpaid orders' stock, delivering mail) while the app is up: the web process does unless API_JOBS=off; tests call the jobs themselves. */
  backgroundJobs?: boolean;
  /** Where its requests and figures are counted, served at `GET /metrics` (metrics.ts); a registry of its own by default. */
  metrics?: ApiMetrics;
}

const GENERIC_ERROR = 'Si è verificato un errore, riprova più tardi.';

/** Fastify's own client errors, said in Italian. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'La richiesta è troppo grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Il corpo della richiesta deve essere JSON (content-type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Il corpo della richiesta deve essere un array JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Il corpo della richiesta non è un JSON valido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La lunghezza dichiarata della richiesta non è valida.',
};

type AnyMethod = { args: z.ZodType; result: z.ZodType };
type AnyHandler = (ctx: Context, ...args: unknown[]) => Promise<unknown>;

const checkedResults = new WeakMap<object, Buffer>();
const isFrozenObject = (value: unknown): value is object => typeof value === 'object' && value !== null && Object.isFrozen(value);

function lookup(tag: string, name: string): { schema: AnyMethod; handler: AnyHandler } | undefined {
  // Own properties only: `__proto__` or `constructor` in the URL must not reach an object's prototype.
  if (!Object.hasOwn(methods, tag) || !Object.hasOwn(handlers, tag)) return undefined;
  const schemas = methods[tag as keyof typeof methods] as Record<string, AnyMethod>;
  const impl = handlers[tag as keyof typeof handlers] as unknown as Record<string, AnyHandler>;
  if (!Object.hasOwn(schemas, name) || !Object.hasOwn(impl, name)) return undefined;
  return { schema: schemas[name], handler: impl[name] };
}

/** `Argomento non valido (0.email): …` — the first failing field, by its path in the arguments array. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.length ? issue.path.map(String).join('.') : 'argomenti';
  return `Argomento non valido (${where}): ${issue.message}`;
}

export async function buildApp({
  deps,
  logger = true,
  ownsDeps = false,
  backgroundJobs = false,
  metrics = createApiMetrics('api', { nodeMetrics: false }),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One line per request (logRequests), scrubbed of personal data and carrying the trace's ids (@bottega/telemetry/logging).
    ...(logger === false ? { logger: false } : { loggerInstance: createLogger('bottega-api', logger === true ? deps.config.logLevel : logger.level) as FastifyBaseLogger }),
    logController: new LogController({ disableRequestLogging: true }),
    // Bodies above this are refused with 413 before parsing: no method takes more.
    bodyLimit: BODY_LIMIT_BYTES,
    ...SERVER_LIMITS,
    // Rate limits count per client, whose address comes only through the proxies TRUST_PROXY names, never from what a client wrote.
    trustProxy: deps.config.trustProxy,
    // Keep-alive sockets with nothing in flight must not hold graceful shutdown open.
    forceCloseConnections: 'idle',
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });

  await app.register(cookiePlugin);
  logRequests(app);
  nameRequestSpans(app, 'unknown');

  // A target that is not a path (`GET http://host/api/dev/outbox`, `OPTIONS *`) is refused before any rule written for paths reads it.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.raw.url?.startsWith('/')) return reply.code(400).send({ message: 'Richiesta non valida.', statusCode: 400 });
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, statusCode: error.statusCode });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || 'Richiesta non valida.';
      return reply.status(status).send({ message, statusCode: status });
    }
    // Logged on the request's one line (logRequests).
    return reply.status(500).send({ message: GENERIC_ERROR, statusCode: 500 });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ message: 'Risorsa non trovata.', statusCode: 404 });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // In production the shop is https only; the edge says so too, this covers a client reaching the API directly.
    if (deps.config.production) reply.header('strict-transport-security', HSTS);
    return payload;
  });

  addHealthRoutes(app, deps, { legacyPath: true });
  addMetrics(app, deps, metrics, { jobs: backgroundJobs });

  const openapi = JSON.stringify(openApiDocument());
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('application/json').send(openapi);
  });

  await app.register(mediaRoutes, { deps });
  await app.register(paymentRoutes, { deps });
  await app.register(mailOutboxRoutes, { deps });
  await app.register(confirmRoutes, { deps });

  app.post<{ Params: { tag: string; method: string } }>('/api/:tag/:method', async (request, reply) => {
    const found = lookup(request.params.tag, request.params.method);
    if (!found) throw new HttpError(404, 'Metodo sconosciuto.');
    labelMethodRoute(request, request.params.tag, request.params.method);
    if (!Array.isArray(request.body)) throw new HttpError(400, 'Il corpo della richiesta deve essere un array JSON di argomenti.');
    const args = found.schema.args.safeParse(request.body);
    if (!args.success) throw new HttpError(400, describeIssue(args.error));
    const ctx = createContext(request, reply, deps);
    const result = await found.handler(ctx, ...(args.data as unknown[]));
    // A frozen result (a cached catalog answer shared by many requests) is checked and serialised once.
    if (isFrozenObject(result)) {
      const body = checkedResults.get(result);
      if (body !== undefined) return reply.type('application/json; charset=utf-8').send(body);
    }
    const checked = found.schema.result.safeParse(result);
    if (!checked.success) {
      // A handler breaking the contract is our fault: the fields at fault (never their values) go on the request's line with the error.
      const fields = checked.error.issues.slice(0, 5).map((issue) => issue.path.join('.') || '(result)');
      throw new Error(`result of ${request.params.tag}/${request.params.method} does not match the contract: ${fields.join(', ')}`);
    }
    if (isFrozenObject(result)) {
      const body = Buffer.from(JSON.stringify({ data: checked.data }));
      checkedResults.set(result, body);
      return reply.type('application/json; charset=utf-8').send(body);
    }
    return { data: checked.data };
  });

  // Fastify runs onClose hooks last registered first: the jobs stop before the deps they use close.
  if (ownsDeps) closeDepsWith(app, deps);
  if (backgroundJobs) runJobs(app, deps);
  return app;
}
