import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { PageRequest } from '@bottega/shell/server';
import { parseCookieHeader } from '@bottega/server-kit';
import { RENDERED_FOR_ATTRIBUTE, renderedFor } from '@bottega/fragment-kit/rendered-for';
import { escapeHtml } from '../escape';
import { markStartAtLoad } from '../start';
import { slotHostHtml, type createFragmentSource } from './fragmentSource';
import type { SsrLogger } from './rendererCall';
import { contentKey, linkedBy, type HeadStylesheet } from './teamFiles';

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

/** The head's stylesheets; an inlined one keeps its address in `data-href`, where webpack's CSS loader looks before linking it again. */
const headStylesheetTags = (stylesheets: HeadStylesheet[], nonce: string) =>
  stylesheets
    .map(({ href, css }) =>
      css === null ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : `<style data-href="${escapeHtml(href)}" nonce="${escapeHtml(nonce)}">${css}</style>`,
    )
    .join('');

/** Whom the page was rendered for, on `<html>`: hydration starts from the server's answer, not the cookie at that time (fragment-kit/src/session.ts). */
export function markRenderedFor(document: string, cookie: string | undefined): string {
  return document.replace(/<html\b/i, `<html ${RENDERED_FOR_ATTRIBUTE}="${renderedFor(parseCookieHeader(cookie).customer_expires)}"`);
}

const PENDING_SLOT = /<template data-slot-pending="([^"]*)"><\/template>/;

/**
 * The page, in order: the layout first (no data), which asks every team at once; the head with all their
 * stylesheets; then the layout up to each slot, and the slot once answered or past its budget. Nothing needs
 * JavaScript to be in place; a layout that fails leaves the root empty for the browser.
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
    const head = markRenderedFor(before, cookie);
    const headEnd = head.search(/<\/head>/i);
    // What is ready leaves as one piece before the stream waits: each piece costs a compression flush and a write.
    let ready = headEnd === -1 ? head : head.slice(0, headEnd) + headStylesheetTags(stylesheets, styleNonce) + head.slice(headEnd);
    const linked = new Set([...onPage, ...stylesheets.map(({ href }) => contentKey(href))]);
    const parts = layout.split(PENDING_SLOT);
    for (let index = 0; index < parts.length; index += 1) {
      if (index % 2 === 0) {
        ready += parts[index];
        continue;
      }
      let content = fragments.ready(parts[index]);
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
