import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';

/**
 * Development only, and only when switched on (DEV_OUTBOX=1): the last messages of the outbox, so a
 * developer or the end-to-end run can open a password-reset link. The edge server never forwards
 * /api/dev/*; the API listens on loopback by default, so this stays on the developer's machine.
 */
export async function mailOutboxRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  if (!opts.deps.config.devOutbox) return;
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to.toLowerCase() : undefined;
    let query = opts.deps.db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'text_body', 'kind', 'created_at']).orderBy('id', 'desc').limit(20);
    if (to) query = query.where('to_address', '=', to);
    return { data: await query.execute() };
  });
}
