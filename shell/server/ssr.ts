import { existsSync, statSync } from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { MAX_ANSWER_BYTES, renderAnswerSchema } from '@bottega/fragment-kit/protocol';
import type { FragmentRequest, FragmentSource, PageRequest, ServerSlot } from '../src/server/renderPage';
import { scriptSafeJson } from './html';
import type { Registry } from './registry';

/**
 * Server rendering at the edge (docs/adr/0011): the shell's layout streamed for the URL, each slot
 * filled with its team's HTML when the team's renderer answers within the budget, or left empty
 * (its space reserved) to mount in the browser as before. Server rendering only ever adds.
 */

export interface SsrLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A version's renderer lives beside its manifest: `<version>/render` (local CDN, or the platform's route). */
export const rendererUrl = (manifestUrl: string) => new URL('render', manifestUrl).href;

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

export interface FragmentSourceOptions {
  registry: Registry;
  /** The shopper's Cookie header, passed to the teams' renderers for their data calls. */
  cookie: string | undefined;
  /** How long a slot may wait for its team; past it the slot is sent empty. */
  budgetMs: number;
  log: SsrLogger;
  fetch?: typeof fetch;
}

/**
 * Asks each team's renderer for its slot, within the budget. Whatever goes wrong (no renderer, an
 * error, a late, oversized or malformed answer) is logged and the slot mounts in the browser.
 */
export function createFragmentSource({ registry, cookie, budgetMs, log, fetch: fetchImpl = fetch }: FragmentSourceOptions): FragmentSource {
  const slots = new Map<string, Promise<ServerSlot | null>>();
  // A stylesheet is linked once per page, by the first slot that needs it; files are told apart by
  // their content hash, since every team serves its own copy of the design system's styles.
  const linked = new Set<string>();
  const contentKey = (href: string) => href.split('/').pop()!.split('.').slice(-2, -1)[0] ?? href;

  async function ask({ remote, fragment, props, idPrefix }: FragmentRequest): Promise<ServerSlot | null> {
    const entry = registry.remotes[remote]?.entry;
    if (!entry) return null;
    const where = { remote, fragment };
    try {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'it-IT' };
      if (cookie) headers.cookie = cookie;
      const response = await fetchImpl(rendererUrl(entry), { method: 'POST', headers, body: JSON.stringify({ fragment, props, idPrefix }), signal: AbortSignal.timeout(budgetMs) });
      if (!response.ok) {
        log.warn({ ...where, status: response.status }, 'fragment renderer refused; the slot mounts in the browser');
        return null;
      }
      const text = await readLimited(response, MAX_ANSWER_BYTES);
      if (text === null) {
        log.warn(where, 'fragment answer too large; the slot mounts in the browser');
        return null;
      }
      const answer = renderAnswerSchema.safeParse(JSON.parse(text));
      if (!answer.success) {
        log.warn({ ...where, issues: answer.error.issues.map((issue) => issue.path.join('.')) }, 'fragment answer malformed; the slot mounts in the browser');
        return null;
      }
      const { html, state, assets, preloads } = answer.data;
      const css = assets.css.map((path) => new URL(path, entry).href).filter((href) => !linked.has(contentKey(href)));
      for (const href of css) linked.add(contentKey(href));
      const js = assets.js.map((path) => new URL(path, entry).href);
      return { html, data: scriptSafeJson({ idPrefix, state, css, js }), css, js, preloads };
    } catch (error) {
      const late = (error as Error).name === 'TimeoutError';
      log.warn({ ...where, err: (error as Error).message }, late ? `fragment renderer late (over ${budgetMs} ms); the slot mounts in the browser` : 'fragment renderer unavailable; the slot mounts in the browser');
      return null;
    }
  }

  return (request) => {
    let slot = slots.get(request.slotId);
    if (!slot) {
      slot = ask(request);
      slots.set(request.slotId, slot);
    }
    return slot;
  };
}

type RenderPage = (request: PageRequest, options: import('react-dom/server').RenderToPipeableStreamOptions) => { pipe<T extends NodeJS.WritableStream>(destination: T): T; abort(reason?: unknown): void };

/** The shell's server render (dist-ssr/renderPage.js), loaded again when the shell is rebuilt. */
export function pageRendererLoader(file: string): () => RenderPage | null {
  let loaded: { mtimeMs: number; render: RenderPage } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(file)];
      loaded = { mtimeMs, render: (require(file) as { renderPage: RenderPage }).renderPage };
    }
    return loaded.render;
  };
}

export interface StreamOptions {
  render: RenderPage;
  /** The document up to the root element's content, and from its end. */
  before: string;
  after: string;
  page: PageRequest;
  nonce: string;
  /** A page that cannot even draw its layout within this long is abandoned to the browser. */
  abortAfterMs: number;
  log: SsrLogger;
}

/**
 * The page as a stream: the head leaves at once, the layout when drawn, each slot when its team
 * answers. If the layout itself fails, the document is sent with an empty root and the browser
 * renders it as before.
 */
export function streamPage({ render, before, after, page, nonce, abortAfterMs, log }: StreamOptions): Readable {
  const out = new PassThrough();
  out.write(before);
  let settled = false;
  const stream = render(page, {
    nonce,
    onShellReady() {
      settled = true;
      const body = new PassThrough();
      body.on('end', () => out.end(after));
      body.pipe(out, { end: false });
      stream.pipe(body);
    },
    onShellError(error) {
      settled = true;
      log.error({ err: (error as Error)?.message, url: page.url }, 'server render of the layout failed; the browser renders the page');
      out.end(after);
    },
    onError(error) {
      log.error({ err: (error as Error)?.message, url: page.url }, 'server render error');
    },
  });
  const timer = setTimeout(() => stream.abort(new Error('server render took too long')), abortAfterMs);
  out.on('close', () => clearTimeout(timer));
  out.on('end', () => clearTimeout(timer));
  if (settled) clearTimeout(timer);
  return out;
}
