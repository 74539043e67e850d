import type { ZodType } from 'zod';
import { NESTED_PENDING, renderAnswerSchema, renderManyAnswerSchema, type NestedAnswer, type RenderAnswer } from '@bottega/fragment-kit/protocol';
import type { FragmentRequest, FragmentSource, ServerSlot } from '@bottega/shell/server';
import { keepCookies, RENDERER_COOKIES, type Deadline } from '@bottega/server-kit';
import { ATTR, withSpan } from '@bottega/telemetry/tracing';
import type { Span } from '@opentelemetry/api';
import { escapeHtml, scriptSafeJson } from '../escape';
import { versionOf, type FragmentObserver } from '../metrics';
import type { ServerRegistry, ServerRemote } from '../registry';
import { START_AT_LOAD } from '../start';
import { postToRenderer, rendererUrls, type Asked, type RendererCall, type SsrLogger } from './rendererCall';
import { contentKey, fragmentsFileOf, inlineCssOf, type HeadStylesheet } from './teamFiles';

/** A page's slots (docs/adr/0011): filled with the team's HTML within the page budget (docs/adr/0040), or left empty to mount in the browser. */

/** The attributes of a slot's span: the team (its remote's registry name), the fragment, the version asked. */
const fragmentAttributes = (remote: string, fragment: string, published: ServerRemote | undefined) => ({
  [ATTR.team]: remote,
  [ATTR.fragment]: fragment,
  ...(published ? { [ATTR.version]: versionOf(published) } : {}),
});

/** How deep fragments rendered inside fragments are rendered on the server (home → rail → heart is 2). */
const MAX_NESTED_DEPTH = 3;

/** A team's answer for one slot, with where it came from (its version's manifest) and the slot's id prefix. */
interface RenderedAnswer {
  answer: RenderAnswer;
  entry: string;
  idPrefix: string;
}

interface FragmentName {
  remote: string;
  fragment: string;
}

/**
 * The fragments each fragment last rendered inside itself, by version: known only after the head has left,
 * so the next page naming the parent carries their stylesheets in its head.
 */
const nestedSeen = new Map<string, FragmentName[]>();

export interface FragmentSourceOptions {
  registry: ServerRegistry;
  /** The shopper's Cookie header: the teams' renderers receive the part they read (RENDERER_COOKIES). */
  cookie: string | undefined;
  /** The slot budget: past it another instance of the team's renderer is asked too (postToRenderer). */
  budgetMs: number;
  /** The page budget's limit, shared by all the page's slots: past it a slot is sent empty. */
  limit: Deadline;
  /** RENDER_TOKEN and the published registry's origins it may go to: a tester's override never receives it. */
  renderToken: { token: string; origins: string[] } | null;
  log: SsrLogger;
  /** Where each fragment's outcome and its renderer's latency are counted (metrics.ts); none in some tests. */
  observe?: FragmentObserver;
  fetch?: typeof fetch;
}

const NOT_OBSERVED: FragmentObserver = { outcome: () => {}, latency: () => {}, retry: () => {} };

/** Asks every team's renderer for its slots at once, within the page budget; whatever goes wrong is logged and the slot mounts in the browser. */
export function createFragmentSource({ registry, cookie, budgetMs, limit, renderToken, log, observe = NOT_OBSERVED, fetch: fetchImpl = fetch }: FragmentSourceOptions) {
  const slots = new Map<string, Promise<ServerSlot | null>>();
  const ready = new Map<string, ServerSlot | null>();
  const shopperCookies = keepCookies(cookie, RENDERER_COOKIES);

  const call: RendererCall = { cookie: shopperCookies, renderToken, fetch: fetchImpl, log, hedgeAfterMs: budgetMs, fallback: 'the slot mounts in the browser' };

  /** Asks `remote`'s renderer (postToRenderer); the time it took counts as its renderer latency, a failure is the outcome on the slot's span. */
  async function callRenderer(remote: string, urls: string[], body: unknown, where: object, span: Span): Promise<Asked> {
    const started = performance.now();
    const asked = await postToRenderer(urls, body, limit, { ...call, onRetry: () => observe.retry(remote) }, where);
    observe.latency(remote, performance.now() - started);
    if ('failed' in asked) span.setAttribute(ATTR.outcome, asked.failed);
    return asked;
  }

  /** Parses an answer with `schema`; null (logged, `count` fragments counted as `timeout` or `error`) when it is not JSON or does not fit. */
  function parse<T>(asked: Asked, schema: ZodType<T>, where: { remote: string }, span: Span, count = 1): T | null {
    if ('failed' in asked) {
      observe.outcome(where.remote, asked.failed, count);
      return null;
    }
    let issues = ['json'];
    try {
      const parsed = schema.safeParse(JSON.parse(asked.text));
      if (parsed.success) return parsed.data;
      issues = parsed.error.issues.map((issue) => issue.path.join('.'));
    } catch {
      // Not JSON: said below like any answer that does not fit.
    }
    span.setAttribute(ATTR.outcome, 'error');
    log.warn({ ...where, issues }, 'fragment answer malformed; the slot mounts in the browser');
    observe.outcome(where.remote, 'error', count);
    return null;
  }

  /**
   * Puts nested fragments in their markers, each team asked once per level for all of its own (`render-many`)
   * within what is left of the page budget; a nested slot not rendered in time mounts in the browser.
   */
  async function withNested(renderedHere: RenderedAnswer[], depth: number, seen: Map<string, FragmentName>): Promise<ServerSlot[]> {
    /** What the server rendered in each nested slot, by the answer it sits in and its id there. */
    const rendered = new Map<string, ServerSlot>();
    const inside = (at: number, id: string) => rendered.get(`${at} ${id}`);
    const byRemote = new Map<string, Array<NestedAnswer & { at: number }>>();
    if (depth < MAX_NESTED_DEPTH) {
      renderedHere.forEach(({ answer }, at) => {
        for (const one of answer.nested ?? []) {
          byRemote.set(one.remote, [...(byRemote.get(one.remote) ?? []), { ...one, at }]);
          seen.set(`${one.remote}/${one.request.fragment}`, { remote: one.remote, fragment: one.request.fragment });
        }
      });
    }
    await Promise.all(
      [...byRemote].map(async ([remote, asked]) => {
        const nestedRemote = Object.hasOwn(registry.remotes, remote) ? registry.remotes[remote] : undefined;
        if (!nestedRemote) {
          observe.outcome(remote, 'fallback', asked.length);
          return;
        }
        const nestedEntry = nestedRemote.entry;
        const where = { remote, fragments: [...new Set(asked.map((one) => one.request.fragment))] };
        const got = await withSpan(`fragments ${remote}`, fragmentAttributes(remote, where.fragments.join(' '), nestedRemote), async (span) => {
          const text = await callRenderer(remote, rendererUrls(nestedRemote, 'render-many'), { requests: asked.map((one) => one.request) }, where, span);
          const many = parse(text, renderManyAnswerSchema, where, span, asked.length)?.answers;
          const answered = asked.flatMap((one, index) => (many?.[index] ? [{ one, answer: many[index] }] : []));
          if (many) {
            span.setAttribute(ATTR.outcome, answered.length > 0 ? 'rendered' : 'fallback');
            // The renderer left a fragment it could not render as null: that slot mounts in the browser.
            observe.outcome(remote, 'rendered', answered.length);
            observe.outcome(remote, 'fallback', asked.length - answered.length);
          }
          return answered;
        });
        const slots = await withNested(
          got.map(({ one, answer }) => ({ answer, entry: nestedEntry, idPrefix: one.request.idPrefix })),
          depth + 1,
          seen,
        );
        got.forEach(({ one }, index) => rendered.set(`${one.at} ${one.id}`, slots[index]));
      }),
    );
    return renderedHere.map(({ answer, entry, idPrefix }, at) => {
      const nestedSlots = (answer.nested ?? []).flatMap((one) => inside(at, one.id) ?? []);
      const css = [...answer.assets.css.map((path) => new URL(path, entry).href), ...nestedSlots.flatMap((slot) => slot.css)];
      const html = answer.html.replace(NESTED_PENDING, (_marker, id: string) => {
        const slot = inside(at, id);
        return slotHostHtml(slot ? { ...slot, css: [] } : null);
      });
      return { html, data: scriptSafeJson({ idPrefix, state: answer.state }), css: [...new Set(css)] };
    });
  }

  /** A slot's span: its team's answer, the fragments rendered inside it, and what became of it (docs/operations.md, "Traces"). */
  function renderSlot({ remote, fragment, props, idPrefix }: FragmentRequest): Promise<ServerSlot | null> {
    const published = registry.remotes[remote];
    return withSpan(`fragment ${remote}/${fragment}`, fragmentAttributes(remote, fragment, published), async (span) => {
      // A remote the registry does not name has no renderer to ask: its slot mounts in the browser.
      span.setAttribute(ATTR.outcome, 'fallback');
      if (!published) {
        observe.outcome(remote, 'fallback');
        return null;
      }
      const { entry } = published;
      const where = { remote, fragment };
      const answer = parse(await callRenderer(remote, rendererUrls(published), { fragment, props, idPrefix }, where, span), renderAnswerSchema, where, span);
      if (!answer) return null;
      span.setAttribute(ATTR.outcome, 'rendered');
      observe.outcome(remote, 'rendered');
      const seen = new Map<string, FragmentName>();
      const [slot] = await withNested([{ answer, entry, idPrefix }], 1, seen);
      nestedSeen.set(`${entry}#${fragment}`, [...seen.values()]);
      if (nestedSeen.size > 200) nestedSeen.delete(nestedSeen.keys().next().value!);
      return slot;
    });
  }

  const requested = new Map<string, FragmentName>();

  /**
   * The stylesheets of every fragment the layout named, once each, for the head: inlined when read in time, so
   * the first paint waits for no team's origin, else linked; none the page links itself (`onPage`). Scripts are left to the page.
   */
  async function headStylesheets(onPage: ReadonlySet<string>): Promise<HeadStylesheet[]> {
    const found = await Promise.all(
      [...requested.values()]
        .flatMap((name) => [name, ...(nestedSeen.get(`${registry.remotes[name.remote]?.entry}#${name.fragment}`) ?? [])])
        .map(async ({ remote, fragment }) => {
          const entry = registry.remotes[remote]?.entry;
          const files = entry ? (await fragmentsFileOf(new URL('fragments.json', entry).href, fetchImpl, log))?.[fragment] : undefined;
          return (files?.css ?? []).map((path) => new URL(path, entry).href);
        }),
    );
    // In the layout's order, the first slot's copy of a shared file.
    const hrefs = new Map<string, string>();
    for (const href of found.flat()) if (!onPage.has(contentKey(href)) && !hrefs.has(contentKey(href))) hrefs.set(contentKey(href), href);
    return Promise.all([...hrefs.values()].map(async (href) => ({ href, css: (await inlineCssOf(href, fetchImpl, log))?.css ?? null })));
  }

  return {
    /** What the layout calls for each slot it renders: the team is asked at once. */
    source: ((request) => {
      if (slots.has(request.slotId)) return;
      requested.set(`${request.remote}/${request.fragment}`, { remote: request.remote, fragment: request.fragment });
      slots.set(
        request.slotId,
        renderSlot(request).then((content) => {
          ready.set(request.slotId, content);
          return content;
        }),
      );
    }) as FragmentSource,
    headStylesheets,
    /** A slot's answer, or null for a slot the layout never named. */
    answer: (slotId: string) => slots.get(slotId) ?? Promise.resolve(null),
    /** A slot's answer if it has come (or its budget has run out) already; undefined while the team renders. */
    ready: (slotId: string) => ready.get(slotId),
  };
}

/** A slot's content as the shell's SlotHost renders it (fragment-kit/src/serverSlots.tsx), so hydration matches; unanswered, the empty element the fragment mounts into. */
export function slotHostHtml(content: ServerSlot | null): string {
  // Left to the browser: the shell starts at load to fill it (start.ts).
  if (!content) return `<div data-slot-host="" ${START_AT_LOAD}></div>`;
  const links = content.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`).join('');
  return `${links}<div data-slot-host="server">${content.html}</div><script type="application/json" data-slot-data="">${content.data}</script>`;
}
