import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

/**
 * Development only: the last messages of the database outbox, so a person trying the shop can
 * open the password-reset link. Not registered in production (the route answers 404 there).
 */
export async function mailOutboxRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  if (opts.deps.config.production) return;
  app.get<{ Querystring: { to?: string } }>('/api/dev/outbox', async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to.toLowerCase() : undefined;
    let query = opts.deps.db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'text_body', 'kind', 'created_at']).orderBy('id', 'desc').limit(20);
    if (to) query = query.where('to_address', '=', to);
    return { data: await query.execute() };
  });
}
