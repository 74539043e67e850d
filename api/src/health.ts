import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { deadline } from '@bottega/server-kit';
import type { AppDeps } from './appDeps';
import { pendingMigrations } from './db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: readiness fails from then on, while everything else still answers (./shutdown.ts). */
    draining: boolean;
  }
}

/** A readiness probe answers within this, however stalled the database or Redis: a balancer waits on it. */
const CHECK_TIMEOUT_MS = 2_000;

/** `ok`, or what went wrong in words an operator can act on. */
async function check(run: () => Promise<string>): Promise<string> {
  try {
    return await deadline(CHECK_TIMEOUT_MS).within(run());
  } catch (error) {
    return `down: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** What this process needs to serve: the database, Redis when configured, and a schema this release knows. */
async function readiness(deps: AppDeps): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const [database, schema, redis] = await Promise.all([
    check(async () => (await sql`select 1`.execute(deps.db), 'ok')),
    check(async () => {
      const pending = await pendingMigrations(deps.db);
      return pending.length ? `behind: ${pending.join(', ')} not applied (node dist/migrate.js)` : 'ok';
    }),
    deps.config.redisUrl ? check(async () => (await deps.store.get('health'), 'ok')) : undefined,
  ]);
  const checks = { database, schema, ...(redis && { redis }) };
  return { ready: Object.values(checks).every((value) => value === 'ok'), checks };
}

/** Liveness (`/api/health/live`) and readiness (`/api/health/ready`: can serve, not shutting down); `/api/health`, which scripts wait on, answers readiness too. */
export function addHealthRoutes(app: FastifyInstance, deps: AppDeps, { legacyPath }: { legacyPath: boolean }): void {
  app.decorate('draining', false);
  app.get('/api/health/live', async () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
  const ready = async (_request: unknown, reply: FastifyReply) => {
    if (app.draining) return reply.status(503).send({ status: 'draining' });
    const { ready, checks } = await readiness(deps);
    if (ready) return { status: 'ok', database: deps.dbKind, checks, uptimeSeconds: Math.round(process.uptime()) };
    app.log.error({ checks }, 'readiness check failed');
    return reply.status(503).send({ status: 'unready', checks });
  };
  app.get('/api/health/ready', ready);
  if (legacyPath) app.get('/api/health', ready);
}
