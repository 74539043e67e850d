import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';

/** DEV_OUTBOX=1 only: the outbox's last messages, so a developer or the e2e run can open a mailed link; the edge never forwards /api/dev/*. */
export async function mailOutboxRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  if (!opts.deps.config.devOutbox) return;
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to.toLowerCase() : undefined;
    let query = opts.deps.db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'text_body', 'kind', 'created_at']).orderBy('id', 'desc').limit(20);
    if (to) query = query.where('to_address', '=', to);
    return { data: await query.execute() };
  });
}
