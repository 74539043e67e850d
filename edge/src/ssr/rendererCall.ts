import { MAX_ANSWER_BYTES, renderAuthorization } from '@bottega/fragment-kit/protocol';
import type { Deadline } from '@bottega/server-kit';
import type { FragmentOutcome } from '@bottega/telemetry/tracing';
import type { ServerRemote } from '../registry';

/** How the edge calls a team's renderer (docs/architecture.md §2.5): which instance, with what, and what it answered. */

export interface SsrLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

let turn = 0;

/** Where to ask a version's renderer, in order: its service's instances from the registry, or beside its manifest (the local CDN). */
export function rendererUrls(remote: ServerRemote, path: 'render' | 'render-many' | 'page' | 'form' = 'render'): string[] {
  const bases = remote.renderers ?? [];
  if (bases.length === 0) return [new URL(path, remote.entry).href];
  const first = turn++ % bases.length;
  return [...bases.slice(first), ...bases.slice(0, first)].map((base) => `${base.replace(/\/+$/, '')}/${path}`);
}

/** A request that never reached the renderer (refused or reset connection): another instance may take it. */
const notDelivered = (error: Error) => error.name !== 'TimeoutError' && error.name !== 'AbortError';

/** Reads an answer up to `limit` bytes; null past it (a renderer gone wrong is not read to the end). */
export async function readLimited(response: Response, limit: number): Promise<string | null> {
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

/** A renderer's answer as text, or why there is none: past the budget, or any other failure. */
export type Asked = { text: string } | { failed: Exclude<FragmentOutcome, 'rendered' | 'fallback'> };

/** How the edge asks the teams' renderers: with the part of the shopper's cookies they read, its token, and what the shopper gets instead when they do not answer. */
export interface RendererCall {
  cookie?: string;
  renderToken: { token: string; origins: string[] } | null;
  fetch: typeof fetch;
  log: SsrLogger;
  /** The slot budget, past which another instance is asked too; null for a call only one instance may take (a form). */
  hedgeAfterMs: number | null;
  /** What happens instead, for the log: "the slot mounts in the browser". */
  fallback: string;
  /** Told when another instance is asked: a refused connection, or the first one past the slot budget. */
  onRetry?: () => void;
}

/** One instance's answer, or why the request never reached it (another instance may take it). */
async function askInstance(url: string, body: unknown, limit: Deadline, signal: AbortSignal, call: RendererCall, where: object): Promise<Asked | { unreachable: string }> {
  const { log, fallback } = call;
  try {
    // Identity: one hop inside the platform, where compressing costs more CPU than the bytes save (docs/benchmarks.md, "The edge's own work").
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'it-IT', 'accept-encoding': 'identity' };
    if (call.cookie) headers.cookie = call.cookie;
    if (call.renderToken?.origins.includes(new URL(url).origin)) headers.authorization = renderAuthorization(call.renderToken.token);
    const response = await limit.within(call.fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal }));
    if (!response.ok) {
      log.warn({ ...where, status: response.status }, `fragment renderer refused; ${fallback}`);
      return { failed: 'error' };
    }
    const text = await limit.within(readLimited(response, MAX_ANSWER_BYTES));
    if (text !== null) return { text };
    log.warn(where, `fragment answer too large; ${fallback}`);
    return { failed: 'error' };
  } catch (error) {
    // Another instance answered first: this request was called off.
    if (signal.aborted && !limit.signal.aborted) return { failed: 'error' };
    if (notDelivered(error as Error)) return { unreachable: (error as Error).message };
    log.warn({ ...where, err: (error as Error).message }, `fragment renderer late (past the page budget); ${fallback}`);
    return { failed: 'timeout' };
  }
}

/**
 * Asks a team's renderer: its text, or `error` / `timeout` (past `limit`). A failed connection goes to the next
 * instance; one silent past the slot budget gets company, a hedged request ("The Tail at Scale"), first answer wins.
 */
export function postToRenderer(urls: string[], body: unknown, limit: Deadline, call: RendererCall, where: object): Promise<Asked> {
  const waiting = [...urls];
  const done = new AbortController();
  const signal = AbortSignal.any([limit.signal, done.signal]);
  /** Asks the waiting instances one after another while each is unreachable. */
  async function askInTurn(): Promise<Asked> {
    for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) {
      const asked = await askInstance(url, body, limit, signal, call, where);
      if (!('unreachable' in asked)) return asked;
      if (signal.aborted) break;
      if (waiting.length === 0) {
        call.log.warn({ ...where, err: asked.unreachable }, `fragment renderer unavailable; ${call.fallback}`);
        break;
      }
      call.log.warn({ ...where, renderer: url, err: asked.unreachable }, 'fragment renderer instance unavailable; asking another');
      call.onRetry?.();
    }
    return { failed: 'error' };
  }
  return new Promise<Asked>((resolve) => {
    let running = 0;
    let late = false;
    const finish = (asked: Asked) => {
      clearTimeout(hedge);
      done.abort();
      resolve(asked);
    };
    const run = () => {
      running += 1;
      void askInTurn().then((asked) => {
        running -= 1;
        if ('text' in asked) return finish(asked);
        // When every request failed, a late one says most: the team was there but slow.
        late ||= asked.failed === 'timeout';
        if (running === 0) finish(late ? { failed: 'timeout' } : asked);
      });
    };
    const hedge =
      call.hedgeAfterMs === null
        ? undefined
        : setTimeout(() => {
            if (waiting.length === 0) return;
            call.log.warn(where, `fragment renderer past the slot budget (${call.hedgeAfterMs} ms); asking another instance too`);
            call.onRetry?.();
            run();
          }, call.hedgeAfterMs).unref();
    run();
  });
}
