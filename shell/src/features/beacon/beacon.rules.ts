import { isChunkLoadError } from '../chunk-reload/chunkReload.rules';

/** Real shoppers' reports (docs/adr/0034-metrics-and-real-shoppers.md): no cookie, identifier or message text, only
 * each error's kind and file, and the page's Web Vitals. */

/** Where the browser sends its batch (edge/src/beacon.ts). */
export const BEACON_PATH = '/beacon';
/** Where the browser sends its CSP violation reports (the CSP's report-uri and report-to). */
export const CSP_REPORT_PATH = '/beacon/csp';
/** The meta element whose content is the share of pages that report, written by the edge (BEACON_SAMPLE_RATE). */
export const BEACON_META = 'bottega:beacon';

/** A batch larger than this is refused by the edge; a page's own never comes near (10 errors, 4 vitals). */
export const MAX_BEACON_BYTES = 8 * 1024;
export const MAX_ERRORS = 10;

export const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITALS)[number];
export const ERROR_KINDS = ['error', 'rejection', 'chunk'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface Beacon {
  /** The path of the page the vitals were measured on (the edge keeps its route pattern only). */
  page: string;
  vitals: Array<{ name: VitalName; value: number }>;
  errors: Array<{ kind: ErrorKind; source?: string }>;
}

/** What the page's head script (index.html, `data-shopper-reports`) records, before the reporter's code has come. */
export interface SeenError {
  kind: 'error' | 'rejection' | 'chunk';
  /** The script the error was thrown in, or the file that failed to load. */
  source?: string;
  name?: unknown;
  message?: unknown;
  code?: unknown;
  /** A rejection's stack, whose first address names the file it came from. */
  stack?: unknown;
}

/** What the head script collects on `window.__bottegaReports`: the landing page's path and the errors so far. */
export interface SeenReports {
  page: string;
  seen: SeenError[];
}

declare global {
  interface Window {
    __bottegaReports?: SeenReports;
  }
}

/** A file's address without its query or fragment (a token could sit there); nothing that is not http(s). */
export function fileAddress(source: unknown): string | undefined {
  if (typeof source !== 'string' || !/^https?:\/\//i.test(source)) return undefined;
  return source.split(/[?#]/)[0].slice(0, 512);
}

/** An error as the beacon carries it: a failed chunk (webpack's, Module Federation's, a dynamic import) is told apart. */
export function reportedError(error: SeenError): Beacon['errors'][number] {
  const kind = error.kind === 'chunk' || isChunkLoadError({ name: error.name, message: error.message, code: error.code }) ? 'chunk' : error.kind;
  const source = fileAddress(error.source) ?? fileAddress(typeof error.stack === 'string' ? /https?:\/\/[^\s)]+?(?=:\d+:\d+|[\s)]|$)/.exec(error.stack)?.[0] : undefined);
  return source ? { kind, source } : { kind };
}

/** The batch to send: null when there is nothing to say. Errors past MAX_ERRORS are left out. */
export function toBeacon(page: string, errors: readonly SeenError[], vitals: ReadonlyMap<VitalName, number>): Beacon | null {
  if (errors.length === 0 && vitals.size === 0) return null;
  return {
    page: page.slice(0, 512),
    vitals: [...vitals].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })),
    errors: errors.slice(0, MAX_ERRORS).map(reportedError),
  };
}

/** Sends a batch with sendBeacon, as text/plain (no preflight); false when the browser refused it or has none. */
export function sendBeacon(beacon: Beacon): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify(beacon)], { type: 'text/plain' }));
}
