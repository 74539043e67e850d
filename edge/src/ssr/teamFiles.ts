import { fragmentsFileSchema, MAX_FRAGMENTS_FILE_BYTES } from '@bottega/fragment-kit/protocol';
import { deadline } from '@bottega/server-kit';
import { readLimited, type SsrLogger } from './rendererCall';

/** The teams' files the page's head needs (fragments.json, stylesheets), each read once per process. */

/** Reads each file once per process (version folders are immutable); a failed read is tried again, and the cache is bounded. */
function cachePerUrl<T>(read: (url: string, fetchImpl: typeof fetch) => Promise<T | null>) {
  const cache = new Map<string, Promise<T | null>>();
  return (url: string, fetchImpl: typeof fetch, log: SsrLogger) => {
    let value = cache.get(url);
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
      cache.set(url, value);
      void value.then((got) => got === null && cache.delete(url));
      if (cache.size > 200) cache.delete(cache.keys().next().value!);
    }
    return value;
  };
}

/** How long a page waits for a team's fragments.json or stylesheet before linking the styles instead. */
const TEAM_FILE_MS = 1000;

/** A version's fragments.json; null when it cannot be read, or is not one (the slots' styles are then linked by their answers). */
export const fragmentsFileOf = cachePerUrl(async (url, fetchImpl) => {
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

/** A stylesheet's text when it can go into the page's <style> as it is (nothing closes the element, no relative address); `css: null` to link it. */
export const inlineCssOf = cachePerUrl(async (url, fetchImpl) => {
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

/** Files told apart by content hash: every team serves its copy of the design system's styles, and the shell links its own. */
export const contentKey = (href: string) => href.split('/').pop()!.split('.').slice(-2, -1)[0] ?? href;

/** The stylesheets a page links by itself (the shell's), by content key. */
export const linkedBy = (html: string) =>
  new Set(
    [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi)]
      .map(([tag]) => /\bhref="([^"]*)"/i.exec(tag)?.[1])
      .filter((href): href is string => href !== undefined)
      .map(contentKey),
  );
