import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { ZodType } from 'zod';
import {
  MAX_ANSWER_BYTES,
  MAX_FRAGMENTS_FILE_BYTES,
  NESTED_PENDING,
  fragmentsFileSchema,
  renderAnswerSchema,
  renderAuthorization,
  renderManyAnswerSchema,
  type NestedAnswer,
  type RenderAnswer,
} from '@bottega/fragment-kit/protocol';
import type { FragmentRequest, FragmentSource, PageRequest, ServerSlot } from '@bottega/shell/src/server/renderPage';
import { keepCookies, parseCookieHeader, RENDERER_COOKIES } from '@bottega/api-contract/src/cookieHeader';
import { deadline, type Deadline } from '@bottega/api-contract/src/serverLimits';
import { hasLiveSession } from '@bottega/api-contract/src/session';
import { DRAWN_FOR_ATTRIBUTE } from '@bottega/fragment-kit/drawn-for';
import { ATTR, withSpan, type FragmentOutcome } from '@bottega/telemetry/tracing';
import type { Span } from '@opentelemetry/api';
import { scriptSafeJson } from './html';
import { escapeHtml } from './seo/head';
import type { FragmentObserver } from './metrics';
import { markStartAtLoad, START_AT_LOAD } from './start';
import type { ServerRegistry, ServerRemote } from './registry';

/**
 * Server rendering at the edge (docs/adr/0011): the shell's layout streamed for the URL, each slot
 * filled with its team's HTML when the team's renderer answers within the budget, or left empty
 * (its space reserved) to mount in the browser as before. Server rendering only ever adds.
 */

export interface SsrLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

let turn = 0;

/**
 * Where to ask a version's renderer, in the order to try: its renderer service's instances from the
 * registry, each asked first in turn, or beside its manifest (`<version>/render`, the local CDN).
 */
export function rendererUrls(remote: ServerRemote, path: 'render' | 'render-many' | 'page' = 'render'): string[] {
  const bases = remote.renderers ?? [];
  if (bases.length === 0) return [new URL(path, remote.entry).href];
  const first = turn++ % bases.length;
  return [...bases.slice(first), ...bases.slice(0, first)].map((base) => `${base.replace(/\/+$/, '')}/${path}`);
}

/** A version's name: its folder on the static origin (`…/mf-cart/1.2.0/mf-manifest.json`). */
const versionOf = (entry: string) => new URL(entry).pathname.split('/').at(-2) ?? '';

/** The attributes of a slot's span: the team (its remote's registry name), the fragment, the version asked. */
const fragmentAttributes = (remote: string, fragment: string, entry: string | undefined) => ({
  [ATTR.team]: remote,
  [ATTR.fragment]: fragment,
  ...(entry ? { [ATTR.version]: versionOf(entry) } : {}),
});

/** A request that never reached the renderer (refused or reset connection): another instance may take it. */
const notDelivered = (error: Error) => error.name !== 'TimeoutError' && error.name !== 'AbortError';

/** How deep fragments drawn inside fragments are drawn on the server (home → rail → heart is 2). */
const MAX_NESTED_DEPTH = 3;

/** A team's answer for one slot, with where it came from (its version's manifest) and the slot's id prefix. */
interface DrawnAnswer {
  answer: RenderAnswer;
  entry: string;
  idPrefix: string;
}

/** Reads an answer up to `limit` bytes; null past it (a renderer gone wrong is not read to the end). */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A version's files never change (immutable version folders): each is read once per process. A read
 * that failed (null) is tried again next time; the cache stays bounded.
 */
function readOncePerUrl<T>(read: (url: string, fetchImpl: typeof fetch) => Promise<T | null>) {
  const kept = new Map<string, Promise<T | null>>();
  return (url: string, fetchImpl: typeof fetch, log: SsrLogger) => {
    let value = kept.get(url);
    if (!value) {
      value = read(url, fetchImpl).then(
        (got) => {
          if (got === null) log.warn({ url }, 'team file unreadable; its stylesheets are linked from the page');
          return got;
        },
        (error: Error) => {
          log.warn({ url, err: error.message }, 'team file unreadable; its stylesheets are linked from the page');
          return null;
        },
      );
      kept.set(url, value);
      void value.then((got) => got === null && kept.delete(url));
      if (kept.size > 200) kept.delete(kept.keys().next().value!);
    }
    return value;
  };
}

/** How long a page waits for a team's fragments.json or stylesheet before linking the styles instead. */
const TEAM_FILE_MS = 1000;

/** A version's fragments.json; null when it cannot be read, or is not one (the slots' styles are then linked by their answers). */
const assetsOf = readOncePerUrl(async (url, fetchImpl) => {
  const limit = deadline(TEAM_FILE_MS);
  const text = await limit.within(fetchImpl(url, { signal: limit.signal }).then((response) => (response.ok ? readLimited(response, MAX_FRAGMENTS_FILE_BYTES) : null)));
  if (text === null) return null;
  try {
    return fragmentsFileSchema.parse(JSON.parse(text));
  } catch {
    return null;
  }
});

/** Past this a stylesheet is linked, not put in the page (a team's stylesheet is a few KB). */
const MAX_INLINE_CSS_BYTES = 64 * 1024;

/**
 * A stylesheet's text, when it can go into the page's <style> as it is: nothing in it closes the
 * element, and no address in it would resolve against the page instead of the file. `css: null`:
 * read, but to be linked.
 */
const inlineCssOf = readOncePerUrl(async (url, fetchImpl) => {
  const limit = deadline(TEAM_FILE_MS);
  const response = await limit.within(fetchImpl(url, { signal: limit.signal }));
  if (!response.ok) return null;
  const css = await limit.within(readLimited(response, MAX_INLINE_CSS_BYTES));
  return { css: css !== null && !/<\/style|url\(|@import/i.test(css) ? css : null };
});

/** A stylesheet the page's head carries: its text when it can be inlined, otherwise a link to it. */
export interface HeadStylesheet {
  href: string;
  css: string | null;
}

/**
 * Files are told apart by their content hash: every team serves its own copy of the design system's
 * styles, and the shell links one of its own.
 */
const contentKey = (href: string) => href.split('/').pop()!.split('.').slice(-2, -1)[0] ?? href;

/** The stylesheets a page links by itself (the shell's), by content key. */
const linkedBy = (html: string) =>
  new Set(
    [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi)]
      .map(([tag]) => /\bhref="([^"]*)"/i.exec(tag)?.[1])
      .filter((href): href is string => href !== undefined)
      .map(contentKey),
  );

interface FragmentName {
  remote: string;
  fragment: string;
}

/**
 * The fragments each fragment drew inside itself (at any depth), as this process last saw them, by
 * the fragment's version. A nested fragment is known only once its parent
 * has answered, after the page's head has left; the head of the next page that names the parent
 * carries their stylesheets too, rather than a link in the middle of the page.
 */
const nestedSeen = new Map<string, FragmentName[]>();

export interface FragmentSourceOptions {
  registry: ServerRegistry;
  /** The shopper's Cookie header: the teams' renderers receive the part they read (RENDERER_COOKIES). */
  cookie: string | undefined;
  /** How long a slot may wait for its team; past it the slot is sent empty. */
  budgetMs: number;
  /**
   * RENDER_TOKEN, the secret the teams' renderers ask of the edge, and the origins it may go to: the
   * published registry's own. A tester's override on another allowed origin never receives it.
   */
  renderToken: { token: string; origins: string[] } | null;
  log: SsrLogger;
  /** Where each fragment's outcome and its renderer's latency are counted (metrics.ts); none in some tests. */
  observe?: FragmentObserver;
  fetch?: typeof fetch;
}

/** A renderer's answer as text, or why there is none: past the budget, or any other failure. */
export type Asked = { text: string } | { failed: Exclude<FragmentOutcome, 'rendered' | 'fallback'> };

const NOT_OBSERVED: FragmentObserver = { outcome: () => {}, latency: () => {}, retry: () => {} };

/** How the edge asks the teams' renderers: with the part of the shopper's cookies they read, its token, and what the shopper gets instead when they do not answer. */
export interface RendererCall {
  cookie?: string;
  renderToken: { token: string; origins: string[] } | null;
  fetch: typeof fetch;
  log: SsrLogger;
  budgetMs: number;
  /** What happens instead, for the log: "the slot mounts in the browser". */
  fallback: string;
  /** Told when a refused connection sends the request to another instance. */
  onRetry?: () => void;
}

/**
 * Asks a renderer; its answer's text, or why not (logged): it refused, failed or was too large
 * (`error`), or too late (`timeout`). A connection that fails goes to the next of `urls` (another
 * instance) while the budget lasts.
 */
export async function postToRenderer(urls: string[], body: unknown, limit: Deadline, call: RendererCall, where: object): Promise<Asked> {
  const [url, ...others] = urls;
  const { log, fallback } = call;
  try {
    // Identity: the answer crosses one hop inside the platform, where compressing it and inflating
    // it again costs the edge more CPU than the bytes save (docs/benchmarks.md at a70dd22, "The edge's own work").
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'it-IT', 'accept-encoding': 'identity' };
    if (call.cookie) headers.cookie = call.cookie;
    if (call.renderToken?.origins.includes(new URL(url).origin)) headers.authorization = renderAuthorization(call.renderToken.token);
    const response = await limit.within(call.fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: limit.signal }));
    if (!response.ok) {
      log.warn({ ...where, status: response.status }, `fragment renderer refused; ${fallback}`);
      return { failed: 'error' };
    }
    const text = await limit.within(readLimited(response, MAX_ANSWER_BYTES));
    if (text !== null) return { text };
    log.warn(where, `fragment answer too large; ${fallback}`);
    return { failed: 'error' };
  } catch (error) {
    if (others.length > 0 && notDelivered(error as Error)) {
      log.warn({ ...where, renderer: url, err: (error as Error).message }, 'fragment renderer instance unavailable; asking another');
      call.onRetry?.();
      return postToRenderer(others, body, limit, call, where);
    }
    const late = (error as Error).name === 'TimeoutError';
    log.warn({ ...where, err: (error as Error).message }, late ? `fragment renderer late (over ${call.budgetMs} ms); ${fallback}` : `fragment renderer unavailable; ${fallback}`);
    return { failed: late ? 'timeout' : 'error' };
  }
}

/**
 * Asks each team's renderer for its slot as the layout names it, all at once, each within the
 * budget. Whatever goes wrong (no renderer, an error, a late, oversized or malformed answer) is
 * logged and the slot mounts in the browser.
 */
export function createFragmentSource({ registry, cookie, budgetMs, renderToken, log, observe = NOT_OBSERVED, fetch: fetchImpl = fetch }: FragmentSourceOptions) {
  const slots = new Map<string, Promise<ServerSlot | null>>();
  const settled = new Map<string, ServerSlot | null>();
  const shopperCookies = keepCookies(cookie, RENDERER_COOKIES);

  const call: RendererCall = { cookie: shopperCookies, renderToken, fetch: fetchImpl, log, budgetMs, fallback: 'the slot mounts in the browser' };

  /** Asks `remote`'s renderer (postToRenderer); the time it took counts as its renderer latency, a failure is the outcome on the slot's span. */
  async function post(remote: string, urls: string[], body: unknown, limit: Deadline, where: object, span: Span): Promise<Asked> {
    const started = performance.now();
    const asked = await postToRenderer(urls, body, limit, { ...call, onRetry: () => observe.retry(remote) }, where);
    observe.latency(remote, performance.now() - started);
    if ('failed' in asked) span.setAttribute(ATTR.outcome, asked.failed);
    return asked;
  }

  /**
   * Parses an answer's text with `schema`; null (logged) when it is not JSON or does not fit. What
   * failed counts `count` fragments of `remote` as `timeout` or `error`; a good answer is counted by the caller.
   */
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
   * Answers as their slots show them, with the fragments drawn inside them put in their markers:
   * each team named in any of them is asked once for all of its own (`render-many`), within what is
   * left of the slot's budget, and so on a level down (a page's rails answered together, then all
   * their hearts together). A nested slot its team did not draw in time is left empty, and mounts in
   * the browser as it comes near the screen. The nested fragments' stylesheets go with the slot's.
   */
  async function withNested(drawnHere: DrawnAnswer[], limit: Deadline, depth: number, seen: Map<string, FragmentName>): Promise<ServerSlot[]> {
    /** What the server drew in each nested slot, by the answer it sits in and its id there. */
    const drawn = new Map<string, ServerSlot>();
    const inside = (at: number, id: string) => drawn.get(`${at} ${id}`);
    const byRemote = new Map<string, Array<NestedAnswer & { at: number }>>();
    if (depth < MAX_NESTED_DEPTH) {
      drawnHere.forEach(({ answer }, at) => {
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
        const got = await withSpan(`fragments ${remote}`, fragmentAttributes(remote, where.fragments.join(' '), nestedEntry), async (span) => {
          const text = await post(remote, rendererUrls(nestedRemote, 'render-many'), { requests: asked.map((one) => one.request) }, limit, where, span);
          const many = parse(text, renderManyAnswerSchema, where, span, asked.length)?.answers;
          const answered = asked.flatMap((one, index) => (many?.[index] ? [{ one, answer: many[index] }] : []));
          if (many) {
            span.setAttribute(ATTR.outcome, answered.length > 0 ? 'rendered' : 'fallback');
            // The renderer left a fragment it could not draw as null: that slot mounts in the browser.
            observe.outcome(remote, 'rendered', answered.length);
            observe.outcome(remote, 'fallback', asked.length - answered.length);
          }
          return answered;
        });
        const slots = await withNested(
          got.map(({ one, answer }) => ({ answer, entry: nestedEntry, idPrefix: one.request.idPrefix })),
          limit,
          depth + 1,
          seen,
        );
        got.forEach(({ one }, index) => drawn.set(`${one.at} ${one.id}`, slots[index]));
      }),
    );
    return drawnHere.map(({ answer, entry, idPrefix }, at) => {
      const nestedSlots = (answer.nested ?? []).flatMap((one) => inside(at, one.id) ?? []);
      const css = [...answer.assets.css.map((path) => new URL(path, entry).href), ...nestedSlots.flatMap((slot) => slot.css)];
      const html = answer.html.replace(NESTED_PENDING, (_marker, id: string) => {
        const slot = inside(at, id);
        return slotHostHtml(slot ? { ...slot, css: [] } : null);
      });
      return { html, data: scriptSafeJson({ idPrefix, state: answer.state }), css: [...new Set(css)] };
    });
  }

  /** A slot's span: its team's answer, the fragments drawn inside it, and what became of it (docs/operations.md, "Traces"). */
  function ask({ remote, fragment, props, idPrefix }: FragmentRequest): Promise<ServerSlot | null> {
    const published = registry.remotes[remote];
    return withSpan(`fragment ${remote}/${fragment}`, fragmentAttributes(remote, fragment, published?.entry), async (span) => {
      // A remote the registry does not name has no renderer to ask: its slot mounts in the browser.
      span.setAttribute(ATTR.outcome, 'fallback');
      if (!published) {
        observe.outcome(remote, 'fallback');
        return null;
      }
      const { entry } = published;
      const where = { remote, fragment };
      // One budget for the slot and all it holds: the edge never waits past it.
      const limit = deadline(budgetMs);
      const answer = parse(await post(remote, rendererUrls(published), { fragment, props, idPrefix }, limit, where, span), renderAnswerSchema, where, span);
      if (!answer) return null;
      span.setAttribute(ATTR.outcome, 'rendered');
      observe.outcome(remote, 'rendered');
      const seen = new Map<string, FragmentName>();
      const [slot] = await withNested([{ answer, entry, idPrefix }], limit, 1, seen);
      nestedSeen.set(`${entry}#${fragment}`, [...seen.values()]);
      if (nestedSeen.size > 200) nestedSeen.delete(nestedSeen.keys().next().value!);
      return slot;
    });
  }

  const named = new Map<string, FragmentName>();

  /**
   * The stylesheets of every fragment the layout named (and of those it last drew inside itself),
   * from each version's fragments.json, each file once, for the page's head: their text in the page when it can be read in time, so the first
   * paint waits for no request to the teams' origins; a link otherwise. (Their scripts are left to
   * the page: preloading the code of slots below the fold would take bandwidth from what the shopper
   * sees first.) None whose content key is in `onPage`: the page links those itself.
   */
  async function headStylesheets(onPage: ReadonlySet<string>): Promise<HeadStylesheet[]> {
    const found = await Promise.all(
      [...named.values()]
        .flatMap((name) => [name, ...(nestedSeen.get(`${registry.remotes[name.remote]?.entry}#${name.fragment}`) ?? [])])
        .map(async ({ remote, fragment }) => {
          const entry = registry.remotes[remote]?.entry;
          const files = entry ? (await assetsOf(new URL('fragments.json', entry).href, fetchImpl, log))?.[fragment] : undefined;
          return (files?.css ?? []).map((path) => new URL(path, entry).href);
        }),
    );
    // In the layout's order, the first slot's copy of a shared file.
    const hrefs = new Map<string, string>();
    for (const href of found.flat()) if (!onPage.has(contentKey(href)) && !hrefs.has(contentKey(href))) hrefs.set(contentKey(href), href);
    return Promise.all([...hrefs.values()].map(async (href) => ({ href, css: (await inlineCssOf(href, fetchImpl, log))?.css ?? null })));
  }

  return {
    /** What the layout calls for each slot it draws: the team is asked at once. */
    source: ((request) => {
      if (slots.has(request.slotId)) return;
      named.set(`${request.remote}/${request.fragment}`, { remote: request.remote, fragment: request.fragment });
      slots.set(
        request.slotId,
        ask(request).then((content) => {
          settled.set(request.slotId, content);
          return content;
        }),
      );
    }) as FragmentSource,
    headStylesheets,
    /** A slot's answer, or null for a slot the layout never named. */
    answer: (slotId: string) => slots.get(slotId) ?? Promise.resolve(null),
    /** A slot's answer if it has come (or its budget has run out) already; undefined while the team draws. */
    settled: (slotId: string) => settled.get(slotId),
  };
}

/**
 * A slot's content as the shell's SlotHost draws it in the browser (src/composition/serverSlots.tsx),
 * so the shell's hydration finds what it renders: the stylesheets not yet linked on the page, the
 * team's HTML, its hydration data. An unanswered slot is the empty element the fragment mounts into.
 */
export function slotHostHtml(content: ServerSlot | null): string {
  // Left to the browser: the shell starts at load to fill it (start.ts).
  if (!content) return `<div data-slot-host="" ${START_AT_LOAD}></div>`;
  const links = content.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`).join('');
  return `${links}<div data-slot-host="server">${content.html}</div><script type="application/json" data-slot-data="">${content.data}</script>`;
}

type RenderPage = (request: PageRequest) => string;

/** The shell's server render (dist-ssr/renderPage.js), loaded again when the shell is rebuilt. */
export function pageRendererLoader(file: string): () => RenderPage | null {
  let loaded: { mtimeMs: number; render: RenderPage } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      // Node's own require, which a bundle leaves alone: its cache, unlike import's, can be dropped for the rebuilt file.
      const load = createRequire(__filename);
      delete load.cache[load.resolve(file)];
      loaded = { mtimeMs, render: (load(file) as { renderPage: RenderPage }).renderPage };
    }
    return loaded.render;
  };
}

export interface StreamOptions {
  render: RenderPage;
  /** The document up to the root element's content, and from its end. */
  before: string;
  after: string;
  url: string;
  fragments: ReturnType<typeof createFragmentSource>;
  cookie: string | undefined;
  /** The nonce the page's CSP allows for <style> elements (the inlined stylesheets). */
  styleNonce: string;
  log: SsrLogger;
}

/**
 * The head's stylesheets. An inlined one keeps its address in `data-href`, where webpack's CSS loader
 * looks before it links a fragment's stylesheet itself; its nonce is the one the page's CSP allows.
 */
const headStylesheetTags = (stylesheets: HeadStylesheet[], nonce: string) =>
  stylesheets
    .map(({ href, css }) =>
      css === null ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : `<style data-href="${escapeHtml(href)}" nonce="${escapeHtml(nonce)}">${css}</style>`,
    )
    .join('');

/**
 * Whom the page was drawn for, on its `<html>`: hydration starts from the server's answer, not from
 * the cookie as it is when the code arrives (fragment-kit/src/session.ts).
 */
export function markDrawnFor(document: string, cookie: string | undefined): string {
  const drawnFor = hasLiveSession(parseCookieHeader(cookie).customer_expires) ? 'customer' : 'guest';
  return document.replace(/<html\b/i, `<html ${DRAWN_FOR_ATTRIBUTE}="${drawnFor}"`);
}

const PENDING_SLOT = /<template data-slot-pending="([^"]*)"><\/template>/;

/**
 * The page, in order. The layout is drawn first (a few milliseconds, no data), which names every
 * slot and asks every team at once; the head then leaves with the stylesheets of all those
 * fragments (in the page, so the first paint waits for none of their origins), then the layout up to each slot,
 * that slot when its team answered or its budget ran out, and so on. Nothing needs JavaScript to be
 * put in place, so a crawler or a shopper without it reads the whole page. A slot whose stylesheets
 * the head could not name links them itself. If the layout cannot be drawn, the root is left empty
 * and the browser renders the page.
 */
export function streamPage({ render, before, after, url, fragments, cookie, styleNonce, log }: StreamOptions): Readable {
  async function* chunks() {
    let layout: string;
    try {
      layout = render({ url, cookie, fragments: fragments.source });
    } catch (error) {
      log.error({ err: (error as Error)?.message, url }, 'server render of the layout failed; the browser renders the page');
      yield markStartAtLoad(before) + after;
      return;
    }
    // A team's copy of a stylesheet the shell links already (the design system's) is not sent again.
    const onPage = linkedBy(before);
    const stylesheets = await fragments.headStylesheets(onPage);
    const head = markDrawnFor(before, cookie);
    const headEnd = head.search(/<\/head>/i);
    // What is ready leaves as one piece, just before the stream waits for a team: each piece costs a
    // compression flush and a socket write, and the shopper gets nothing sooner from smaller ones.
    let ready = headEnd === -1 ? head : head.slice(0, headEnd) + headStylesheetTags(stylesheets, styleNonce) + head.slice(headEnd);
    const linked = new Set([...onPage, ...stylesheets.map(({ href }) => contentKey(href))]);
    const parts = layout.split(PENDING_SLOT);
    for (let index = 0; index < parts.length; index += 1) {
      if (index % 2 === 0) {
        ready += parts[index];
        continue;
      }
      let content = fragments.settled(parts[index]);
      if (content === undefined) {
        yield ready;
        ready = '';
        content = await fragments.answer(parts[index]);
      }
      const css: string[] = [];
      for (const href of content?.css ?? []) {
        if (linked.has(contentKey(href))) continue;
        linked.add(contentKey(href));
        css.push(href);
      }
      ready += slotHostHtml(content && { ...content, css });
    }
    yield ready + after;
  }
  return Readable.from(chunks(), { objectMode: false });
}
