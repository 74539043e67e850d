import { createHash } from 'node:crypto';
import { OVERRIDE_STATE_ID, type OverrideResult } from '@bottega/shell/overrides';
import { TRACEPARENT_META } from '@bottega/api-contract';
import type { Registry } from './registry';
import type { PageHead } from '@bottega/fragment-kit/page';
import { escapeHtml, scriptSafeJson } from './escape';
import { renderHead } from './seo/head';
import { BEACON_META } from '@bottega/shell/beacon';

/** index.html as the edge sends it: the registry inlined (no round trip for /registry.json) and hints for the route's remote. */

/** The folder a remote's manifest lives in also holds its remoteEntry.js (tooling/webpack.js). */
export function remoteEntryUrl(manifestUrl: string): string {
  return new URL('remoteEntry.js', manifestUrl).href;
}

/** Hints for the remotes a page needs at once: the MF runtime fetches a manifest with CORS, hence `as="fetch" crossorigin`. */
export function preloadLinks(registry: Registry, remoteNames: readonly string[]): string {
  const links: string[] = [];
  const origins = new Set<string>();
  for (const name of remoteNames) {
    const remote = registry.remotes[name];
    if (!remote) continue;
    origins.add(new URL(remote.entry).origin);
    links.push(`<link rel="preload" href="${escapeHtml(remote.entry)}" as="fetch" crossorigin="anonymous">`);
    links.push(`<link rel="preload" href="${escapeHtml(remoteEntryUrl(remote.entry))}" as="script">`);
  }
  const preconnects = [...origins].map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin="anonymous">`);
  return [...preconnects, ...links].join('');
}

export function registryScript(registry: Registry): string {
  return `<script id="mf-registry" type="application/json">${scriptSafeJson(registry)}</script>`;
}

export const REGISTRY_MARKER = '<!--mf-registry-->';

/** Puts `html` at the template's marker, else right before `</head>`, else first in the document. */
function intoHead(template: string, html: string): string {
  if (template.includes(REGISTRY_MARKER)) return template.replace(REGISTRY_MARKER, () => html);
  const at = template.search(/<\/head>/i);
  return at === -1 ? html + template : template.slice(0, at) + html + template.slice(at);
}

/** The template's own `<meta name="description">`, in any attribute order, quoting or closing. */
const TEMPLATE_DESCRIPTION = /[ \t]*<meta\b(?=[^>]*\bname\s*=\s*["']?description["'\s/>])[^>]*>[ \t]*\r?\n?/gi;

/** The meta element that names the tag-manager container for the shell (features/analytics/tagManager.ts). */
const TAG_MANAGER_META = 'bottega:tag-manager';

export interface PageDocument {
  /** The registry the page uses: the one the server rendered with, overrides applied. */
  registry: Registry;
  /** The remotes the route needs at once, hinted early. */
  preloadRemotes: readonly string[];
  /** The page's own title, meta and JSON-LD. */
  head?: PageHead;
  tagManagerUrl?: string;
  /** The testers' overrides in force, for the browser's banner. */
  overrides?: OverrideResult;
  /** The share of pages that report to /beacon (shell features/beacon), read by the page's head script; none at 0. */
  beaconSampleRate?: number;
  /** The page's trace context, which the browser's API calls send back (`TRACEPARENT_META`); none while tracing is off. */
  traceparent?: string | null;
}

/** The template with the registry, the route's preload hints, and when there are any the tag manager, the overrides and the page's own head. */
export function renderIndexHtml(template: string, { registry, preloadRemotes, head, tagManagerUrl, overrides, beaconSampleRate = 0, traceparent }: PageDocument): string {
  const own = head ? renderHead(head) : null;
  // The template's generic description would come first, and link previews take the first one they find.
  const titled = own ? template.replace(/<title>[\s\S]*?<\/title>/i, () => own.title).replace(TEMPLATE_DESCRIPTION, '') : template;
  const container = tagManagerUrl ? `<meta name="${TAG_MANAGER_META}" content="${escapeHtml(tagManagerUrl)}">` : '';
  const trace = traceparent ? `<meta name="${TRACEPARENT_META}" content="${escapeHtml(traceparent)}">` : '';
  const overrideState =
    overrides && (Object.keys(overrides.active).length || overrides.rejected.length)
      ? `<script id="${OVERRIDE_STATE_ID}" type="application/json">${scriptSafeJson(overrides)}</script>`
      : '';
  // First in the head: the template's head script (shell features/beacon) reads it as it runs.
  const beacon = beaconSampleRate > 0 ? `<meta name="${BEACON_META}" content="${beaconSampleRate}">` : '';
  const sampled = beacon ? titled.replace(/<head\b[^>]*>/i, (head) => head + beacon) : titled;
  return intoHead(sampled, (own?.elements ?? '') + container + trace + preloadLinks(registry, preloadRemotes) + registryScript(registry) + overrideState);
}

/** CSP hashes of the template's inline scripts and styles, so the policy stays strict; JSON data blocks run no code and need none. */
export function inlineHashes(template: string): { scripts: string[]; styles: string[] } {
  const hash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
  const scripts: string[] = [];
  for (const match of template.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    scripts.push(hash(body));
  }
  const styles = [...template.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => hash(match[1]));
  return { scripts, styles };
}
