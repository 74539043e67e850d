import type { FastifyInstance } from 'fastify';
import { deadline, keepCookies, RENDERER_COOKIES, SHOPPER_COOKIES } from '@bottega/server-kit';
import { formAnswerSchema, type FormRequest } from '@bottega/fragment-kit/form';
import { pageWithStatus } from '@bottega/fragment-kit/posted-forms';
import { messages } from '@bottega/shell/messages';
import { pageOfForm, shopPageOrigin } from './consent';
import { acceptFormBody } from './formBody';
import { servedRegistry } from './overrideCheck';
import { localisedRedirect } from './pages';
import { LOCALE_PREFIX } from './redirect';
import { rendererOrigins, type RegistrySource } from './registry';
import { postToRenderer, rendererUrls } from './ssr/rendererCall';

/**
 * Shopper actions as HTML forms (docs/adr/0038-shopper-actions-as-html-forms.md): `POST /forms/<remote>/<action>`
 * goes to the owning team's renderer. The edge only routes: it refuses other sites' posts, caps the body, passes the 303 and cookies back.
 */

/** The shop's forms are a handful of short fields. */
const FORM_LIMIT_BYTES = 8 * 1024;
const MAX_FIELDS = 32;
const NAME = /^[a-z][a-z0-9_-]{0,63}$/;
/**
 * A little longer than a renderer's 5 s API call (fragment-kit/src/server/requestScope.ts), so the team's own
 * answer comes back: unlike a slot, a press cut off has no second chance and an unknown outcome.
 */
export const FORM_BUDGET_MS = 6000;
const text = messages.forms;

export interface FormRouteOptions {
  publicOrigin: string;
  registry: RegistrySource;
  /** The remote a tester's manifest says it is (overrideCheck.ts). */
  nameOfManifest: (url: string) => Promise<string | null>;
  /** RENDER_TOKEN, sent only to the published registry's renderer origins, as render requests are. */
  renderToken: string | null;
  budgetMs?: number;
  fetch?: typeof fetch;
}

/** Only the shopper's own cookies (a new cart, a session) come back from a team's answer. */
const isShopperCookie = (header: string) => (SHOPPER_COOKIES as readonly string[]).includes(header.slice(0, header.indexOf('=')).trim());

export async function registerForms(
  app: FastifyInstance,
  { publicOrigin, registry, nameOfManifest, renderToken, budgetMs = FORM_BUDGET_MS, fetch: fetchImpl = fetch }: FormRouteOptions,
) {
  await app.register(async (scope) => {
    acceptFormBody(scope, { limitBytes: FORM_LIMIT_BYTES, failure: 'form not handed to its team', answer: () => text.invalid });
    scope.post<{ Params: { remote: string; action: string } }>('/forms/:remote/:action', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { remote, action } = request.params;
      const origin = shopPageOrigin(request, publicOrigin);
      const site = request.headers['sec-fetch-site'];
      if (!origin || (site !== undefined && site !== 'same-origin')) return reply.code(403).type('text/plain; charset=utf-8').send(text.notFromShop);
      if (!NAME.test(remote) || !NAME.test(action) || !(request.body instanceof URLSearchParams)) return reply.code(400).type('text/plain; charset=utf-8').send(text.invalid);
      const page = localisedRedirect(pageOfForm(request.headers.referer, origin)) ?? LOCALE_PREFIX;
      const fields: Record<string, string> = {};
      for (const [name, value] of request.body) if (!Object.hasOwn(fields, name)) fields[name] = value;
      if (Object.keys(fields).length > MAX_FIELDS) return reply.code(400).type('text/plain; charset=utf-8').send(text.invalid);

      const published = await registry.get();
      const { current } = await servedRegistry(published, '', request.headers.cookie, nameOfManifest);
      const team = current.remotes[remote];
      const notDone = (outcome: 'unavailable' | 'late') => reply.redirect(pageWithStatus(page, { action, outcome }), 303);
      if (!team) return notDone('unavailable');
      const body: FormRequest = { action, fields, page };
      const asked = await postToRenderer(
        rendererUrls(team, 'form'),
        body,
        deadline(budgetMs),
        {
          cookie: keepCookies(request.headers.cookie, RENDERER_COOKIES) || undefined,
          renderToken: renderToken ? { token: renderToken, origins: rendererOrigins(published) } : null,
          fetch: fetchImpl,
          log: request.log,
          // A form changes something: it goes to one instance only (another is asked only when the first refuses the connection).
          hedgeAfterMs: null,
          fallback: 'the shopper is told it was not done',
        },
        { remote, action, form: true },
      );
      // Past the budget the team may still have done it: the shopper is told to look before pressing again.
      if (!('text' in asked)) return notDone(asked.failed === 'timeout' ? 'late' : 'unavailable');
      let answer;
      try {
        answer = formAnswerSchema.parse(JSON.parse(asked.text));
      } catch {
        request.log.warn({ remote, action }, 'form answer malformed; the shopper is told it was not done');
        return notDone('unavailable');
      }
      const location = localisedRedirect(answer.location);
      if (!location) return notDone('unavailable');
      const cookies = answer.cookies.filter(isShopperCookie);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.redirect(location, 303);
    });
  });
}
