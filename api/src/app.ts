import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookiePlugin from '@fastify/cookie';
import { sql } from 'kysely';
import { z } from 'zod';
import { BODY_LIMIT_BYTES, HSTS, methods, SERVER_LIMITS } from '@bottega/api-contract';
import { createContext, type Context } from './context';
import { loadConfig, type Config } from './config';
import { connect, type Db } from './db';
import type { ProcessLog } from './processLog';
import { migrate } from './db/migrations';
import { createStore, type SharedStore } from './store';
import { handlers } from './methods';
import { HttpError } from './methods/handler';
import { openApiDocument } from './openapi';
import { mediaRoutes } from './media/routes';
import { paymentRoutes } from './payment';
import { mailOutboxRoutes } from './mail/routes';
import { seedIfEmpty } from './seed';
import { assertNoDemoData, seedDemo } from './seed/demo';
import { startReservationSweeper } from './commerce/reservations';
import { startCatalogCompactor } from './methods/catalog.changes';
import { startMailSender } from './mail/transport';

// Validation messages of the API are read by Italian shoppers.
z.config(z.locales.it());

/** What the app needs from outside; route plugins (media, payment) receive it too. */
export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  store: SharedStore;
}

export interface BuildAppOptions {
  deps: AppDeps;
  /** Pino options, or false for silence in tests. */
  logger?: boolean | { level: string };
  /** Close the database and the store with the app (the server owns them; tests usually do not). */
  ownsDeps?: boolean;
  /** Run the periodic jobs (releasing unpaid orders' stock, delivering mail) while the app is up: the server does, tests call the jobs themselves. */
  backgroundJobs?: boolean;
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

const checkedResults = new WeakMap<object, string>();
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

export async function buildApp({ deps, logger = true, ownsDeps = false, backgroundJobs = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: deps.config.logLevel } : logger,
    // Bodies above this are refused with 413 before parsing: no method takes more.
    bodyLimit: BODY_LIMIT_BYTES,
    ...SERVER_LIMITS,
    // Rate limits count per client: its address comes through the proxies TRUST_PROXY names
    // (by default the edge server on this machine), never from whatever a client wrote itself.
    trustProxy: deps.config.trustProxy,
    // Keep-alive sockets with nothing in flight must not hold graceful shutdown open.
    forceCloseConnections: 'idle',
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
  });

  await app.register(cookiePlugin);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, statusCode: error.statusCode });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || 'Richiesta non valida.';
      return reply.status(status).send({ message, statusCode: status });
    }
    request.log.error({ err: error }, 'request failed');
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

  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      await deps.store.get('health');
      return { status: 'ok', database: deps.dbKind, uptimeSeconds: Math.round(process.uptime()) };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ message: 'Servizio non disponibile.', statusCode: 503 });
    }
  });

  const openapi = JSON.stringify(openApiDocument());
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300').type('application/json').send(openapi);
  });

  await app.register(mediaRoutes, { deps });
  await app.register(paymentRoutes, { deps });
  await app.register(mailOutboxRoutes, { deps });

  app.post<{ Params: { tag: string; method: string } }>('/api/:tag/:method', async (request, reply) => {
    const found = lookup(request.params.tag, request.params.method);
    if (!found) throw new HttpError(404, 'Metodo sconosciuto.');
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
      // The contract is the promise to the remotes: a handler breaking it is a fault to fix here.
      request.log.error({ issues: checked.error.issues.slice(0, 5), method: `${request.params.tag}/${request.params.method}` }, 'result does not match the contract');
      throw new Error('result does not match the contract');
    }
    if (isFrozenObject(result)) {
      const body = JSON.stringify({ data: checked.data });
      checkedResults.set(result, body);
      return reply.type('application/json; charset=utf-8').send(body);
    }
    return { data: checked.data };
  });

  if (backgroundJobs) {
    const stops: Array<() => Promise<void>> = [];
    app.addHook('onReady', async () => {
      stops.push(startReservationSweeper(deps.db, app.log));
      stops.push(startCatalogCompactor(deps.db, app.log));
      if (deps.config.smtpUrl) stops.push(startMailSender(deps.db, deps.config.smtpUrl, app.log));
    });
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
    });
  }

  if (ownsDeps) {
    app.addHook('onClose', async () => {
      await deps.store.close();
      await deps.db.destroy();
    });
  }
  return app;
}

/** Opens the database (migrating it and seeding it on first start) and the shared store. */
export async function createDeps(config: Config = loadConfig(), log?: ProcessLog & { info(obj: object, msg?: string): void }): Promise<AppDeps> {
  const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  const applied = await migrate(handle.db);
  if (applied.length) log?.info({ migrations: applied }, 'database migrated');
  const seeded = await seedIfEmpty(handle.db, { products: config.seedProducts });
  if (seeded) log?.info(seeded, 'seed catalog loaded');
  if (config.demoData) {
    const demo = await seedDemo(handle.db);
    if (demo.customers) log?.info(demo, 'demo accounts and codes loaded');
  }
  if (config.production)
    await assertNoDemoData(handle.db).catch(async (error) => {
      await handle.close();
      throw error;
    });
  const store = await createStore({ redisUrl: config.redisUrl, prefix: `${config.tenantId}:`, log });
  return { db: handle.db, dbKind: handle.kind, config, store };
}
