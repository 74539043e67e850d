import { HSTS } from '@bottega/server-kit';

/** Headers for every page: a CSP allowing only our origin and the registry's remote origins, no framing, no sniffing, no paths in referrers. */

export interface CspInput {
  remoteOrigins: readonly string[];
  inlineScriptHashes?: readonly string[];
  inlineStyleHashes?: readonly string[];
  /** A page's own nonce for the <style> elements the edge writes into it (the teams' inlined stylesheets). */
  styleNonce?: string;
  /** Where checkout may post the payment form (the hosted payment page's origin in production). */
  formActionOrigins?: readonly string[];
  /** The captcha provider's origins (its script, its frame), only while the captcha is on. */
  captchaOrigins?: readonly string[];
  /** The tag manager's origins: allowed whenever a container is configured, as the policy cannot read the consent cookie. */
  tagManagerOrigins?: readonly string[];
  /** Where browsers report violations (report-uri, and report-to through the `csp` endpoint of `Reporting-Endpoints`). */
  reportPath?: string;
}

/** The Reporting API's name for the endpoint a page's CSP reports to (securityHeaders' `reporting-endpoints`). */
export const CSP_REPORTS_ENDPOINT = 'csp';

export function contentSecurityPolicy({
  remoteOrigins,
  inlineScriptHashes = [],
  inlineStyleHashes = [],
  styleNonce,
  formActionOrigins = [],
  captchaOrigins = [],
  tagManagerOrigins = [],
  reportPath,
}: CspInput): string {
  const remotes = [...remoteOrigins];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...captchaOrigins, ...tagManagerOrigins, ...inlineScriptHashes],
    'style-src': ["'self'", ...remotes, ...inlineStyleHashes, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    // Server-rendered HTML carries style attributes (a slot's reserved height, a fragment's sizes);
    // <style> elements and style sheets stay limited to the sources above.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...tagManagerOrigins],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, ...captchaOrigins, ...tagManagerOrigins],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': captchaOrigins.length ? [...captchaOrigins] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formActionOrigins],
    'frame-ancestors': ["'none'"],
    ...(reportPath && { 'report-uri': [reportPath], 'report-to': [CSP_REPORTS_ENDPOINT] }),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** `reportPath`: the CSP's report path, named for the Reporting API too (a page's CSP carries it). */
export function securityHeaders(csp: string | null, { hsts = false, reportPath }: { hsts?: boolean; reportPath?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
  if (csp) headers['content-security-policy'] = csp;
  if (csp && reportPath) headers['reporting-endpoints'] = `${CSP_REPORTS_ENDPOINT}="${reportPath}"`;
  if (hsts) headers['strict-transport-security'] = HSTS;
  return headers;
}
