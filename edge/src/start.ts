import { hasLiveSession, MESSAGE_COOKIE } from '@bottega/api-contract';
import { parseCookieHeader } from '@bottega/server-kit';
import type { OverrideResult } from '@bottega/shell/overrides';
import type { RouteEntry } from '@bottega/shell/routes';

/**
 * When the shell starts (docs/adr/0037): on the first intent by default (shell/src/index.html, `data-start`).
 * A page that cannot wait carries this attribute: on `<html>` for `startAtLoad`'s reasons, or on a slot's host left to the browser.
 */
export const START_AT_LOAD = 'data-start="load"';

export interface PageForStart {
  /** Whether the shell's server render draws this page (off, or no root in the template: the root is empty). */
  serverRendered: boolean;
  overrides: OverrideResult;
  /** The page's query string: `?mf:` parameters the shell takes out of the address bar. */
  search: string;
  route: RouteEntry | undefined;
  /** The shopper's Cookie header. */
  cookie: string | undefined;
}

/** Why a page starts the shell at load, or null when it waits for intent. */
export function startAtLoad({ serverRendered, overrides, search, route, cookie }: PageForStart): string | null {
  if (!serverRendered) return 'the browser renders the page';
  // The override banner is drawn by the shell, and testers read it at once.
  if (Object.keys(overrides.active).length > 0 || overrides.rejected.length > 0) return 'testers’ overrides';
  if ([...new URLSearchParams(search).keys()].some((name) => name.startsWith('mf:'))) return 'override parameters in the address';
  if (route?.needsJavaScript) return 'the page needs JavaScript';
  const cookies = parseCookieHeader(cookie);
  // A server answer left the shopper a message (an expired link, a confirmed account): the shell shows it.
  if (cookies[MESSAGE_COOKIE]) return 'a message for the shopper';
  // The shell ends a session that has run out, and tells the shopper (docs/product-rules.md §4.8).
  if (cookies.customer_expires !== undefined && !hasLiveSession(cookies.customer_expires)) return 'a session that has ended';
  return null;
}

/** The document with the shell's start at load, on its `<html>`. */
export const markStartAtLoad = (document: string): string => document.replace(/<html\b/i, `<html ${START_AT_LOAD}`);
