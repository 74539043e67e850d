import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGE_COOKIE } from '@bottega/api-contract';
import type { AppDeps } from '../appDeps';
import { createContext, type Context } from '../context';
import { cookieAttributes } from '../cookies';
import { inTransaction } from '../db/transaction';
import { messages } from '../commerce/messages';
import { HttpError } from '../httpError';
import { resolveCartId } from '../methods/cart.store';
import { adoptGuestBelongings, setSubscription } from '../methods/customer';
import { failureLimit, forgiveFailure, TOO_MANY_ATTEMPTS } from '../rateLimit';
import { useConfirmation } from './confirmations';
import { startSession } from './session';

/** The paths of the mailed links: GETs, as a mail client opens them. */
export const CONFIRM_PATHS = { register: '/api/customer/confirm', newsletter: '/api/newsletter/confirm' } as const;

/** Links that did not work (forged, reused, expired), per network: a token cannot be guessed, nor tried a thousand times. */
export const LINK_FAILURES = { network: 20, window: 900 };

type Notice = { type: 'success' | 'danger'; title: string; message: string };
/** Where a link that worked leads, and what the page says there. */
type Landing = { path: string; notice: Notice };

function redirectWithNotice(ctx: Context, reply: FastifyReply, path: string, notice: Notice) {
  reply.setCookie(MESSAGE_COOKIE, JSON.stringify(notice), cookieAttributes({ maxAgeSeconds: 300 }, ctx.config.production));
  return reply.redirect(path, 303);
}

/** Runs a link's work, or lands on the home page with an Italian notice; a failed link counts against the network, and past the limit nothing is looked up. */
async function openLink(ctx: Context, reply: FastifyReply, invalid: string, use: () => Promise<Landing | null>) {
  let attempt: Awaited<ReturnType<typeof failureLimit>>;
  try {
    attempt = await failureLimit(ctx, 'mail-link', null, LINK_FAILURES);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      return redirectWithNotice(ctx, reply, '/it', { type: 'danger', title: messages.confirm.failedTitle, message: TOO_MANY_ATTEMPTS });
    throw error;
  }
  const landing = await use();
  if (landing) return redirectWithNotice(ctx, reply, landing.path, landing.notice);
  await attempt.failed();
  return redirectWithNotice(ctx, reply, '/it', { type: 'danger', title: messages.confirm.failedTitle, message: invalid });
}

/** The mailed links that confirm an address (docs/adr/0031): a registration becomes an account and session, a subscription counts (double opt-in). */
export async function confirmRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;

  app.get<{ Querystring: { token?: unknown } }>(CONFIRM_PATHS.newsletter, async (request, reply) => {
    const ctx = createContext(request, reply, deps);
    return openLink(ctx, reply, messages.confirm.newsletterLinkInvalid, async () => {
      const confirmed = await inTransaction(deps.db, async (trx) => {
        const link = await useConfirmation(trx, 'newsletter', request.query.token);
        if (!link) return null;
        const account = await trx.selectFrom('customers').select('id').where('email', '=', link.email).executeTakeFirst();
        const { firstname, lastname } = link.payload as { firstname: string; lastname: string };
        await setSubscription(trx, { email: link.email, firstname, lastname, customerId: account?.id ?? null, subscribed: true });
        return link;
      });
      if (!confirmed) return null;
      await forgiveFailure(deps.store, 'newsletter', confirmed.email, confirmed.network);
      return { path: '/it', notice: { type: 'success', title: messages.confirm.subscribedTitle, message: messages.confirm.subscribed } };
    });
  });

  app.get<{ Querystring: { token?: unknown } }>(CONFIRM_PATHS.register, async (request, reply) => {
    const ctx = createContext(request, reply, deps);
    return openLink(ctx, reply, messages.confirm.registerLinkInvalid, async () => {
      const created = await inTransaction(deps.db, async (trx) => {
        const link = await useConfirmation(trx, 'register', request.query.token);
        if (!link) return null;
        const payload = link.payload as { firstname: string; lastname: string; tax_code: string; password_hash: string; is_subscribed: boolean };
        const customer = await trx
          .insertInto('customers')
          .values({ email: link.email, firstname: payload.firstname, lastname: payload.lastname, tax_code: payload.tax_code, password_hash: payload.password_hash })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
        // Another link of the same address was opened first: that account stands, this link is spent.
        if (!customer) return null;
        if (payload.is_subscribed)
          await setSubscription(trx, { email: link.email, firstname: payload.firstname, lastname: payload.lastname, customerId: customer.id, subscribed: true });
        await trx.deleteFrom('email_confirmations').where('email', '=', link.email).where('purpose', '=', 'register').where('used_at', 'is', null).execute();
        return { ...link, customerId: customer.id };
      });
      if (!created) return null;
      await forgiveFailure(deps.store, 'register', created.email, created.network);
      await startSession(ctx, created.customerId);
      await adoptGuestBelongings(ctx);
      // Product rule §4: a registration ends at the checkout when there is something to check out (docs/adr/0009).
      const cartId = await resolveCartId(ctx, deps.db, { create: false });
      const lines = cartId ? await deps.db.selectFrom('cart_items').select('id').where('cart_id', '=', cartId).limit(1).execute() : [];
      return {
        path: lines.length ? '/it/checkout' : '/it/my-account',
        notice: { type: 'success', title: messages.confirm.registeredTitle, message: messages.confirm.registered },
      };
    });
  });
}
