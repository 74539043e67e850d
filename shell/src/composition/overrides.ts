import type { Registry } from './registry';

/** Testers' overrides (`?mf:<remote>=<manifest url>`, `?mf:reset`), resolved by the edge and cached in this
 * cookie so the server render and the browser load the same versions (docs/adr/0011). */
export const OVERRIDE_COOKIE = 'bottega_mf_overrides';

/** The element of the page that tells the browser which overrides are in force, for its banner. */
export const OVERRIDE_STATE_ID = 'mf-override-state';

export interface RejectedOverride {
  remote: string;
  url: string;
  reason: 'unknown-remote' | 'origin-not-allowed' | 'invalid-url' | 'wrong-remote';
}

export interface OverrideResult {
  /** remote name → manifest URL that replaces the registry's entry. */
  active: Record<string, string>;
  rejected: RejectedOverride[];
}

function check(registry: Registry, remote: string, url: string): RejectedOverride['reason'] | null {
  // Own names only: `constructor` or `__proto__` is no remote.
  if (!Object.hasOwn(registry.remotes, remote)) return 'unknown-remote';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid-url';
  }
  // A manifest is fetched by every shopper's browser: it never carries credentials.
  if (parsed.username || parsed.password) return 'invalid-url';
  return registry.overrideOrigins.includes(parsed.origin) ? null : 'origin-not-allowed';
}

/** The overrides a cookie holds: a JSON object of URLs; anything else holds none. */
export function readOverrideCookie(raw: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** Applies `?mf:` parameters to the stored overrides and returns those still valid against the registry. */
export function resolveOverrides(registry: Registry, search: string, stored: Record<string, string>): OverrideResult {
  const params = new URLSearchParams(search);
  const rejected: RejectedOverride[] = [];
  const wanted: Record<string, string> = params.has('mf:reset') ? {} : { ...stored };
  for (const [name, value] of params) {
    if (!name.startsWith('mf:') || name === 'mf:reset') continue;
    const remote = name.slice(3);
    const reason = check(registry, remote, value);
    if (reason) rejected.push({ remote, url: value, reason });
    else wanted[remote] = value;
  }
  const active = Object.fromEntries(Object.entries(wanted).filter(([remote, url]) => check(registry, remote, url) === null));
  return { active, rejected };
}

/** The registry with overridden remotes at their testers' versions: an overridden remote is its manifest alone,
 * since the published version's renderer addresses do not apply to it. */
export function withOverrides<R extends Registry>(registry: R, active: Record<string, string>): R {
  return {
    ...registry,
    remotes: Object.fromEntries(Object.entries(registry.remotes).map(([name, remote]) => [name, Object.hasOwn(active, name) ? { entry: active[name] } : remote])),
  };
}

/** The address without its mf: parameters, to put back in the address bar. */
export function withoutOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (name.startsWith('mf:')) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Storage keys of older shells' overrides: `bottega:mf-override:<remote>` as `{ "entry": url }`, and
 * `mf-override:<remote>` as a bare URL. */
const LEGACY_PREFIXES = ['bottega:mf-override:', 'mf-override:'];

function legacyEntry(prefix: string, raw: string): string | null {
  if (prefix === 'mf-override:') return raw;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'entry' in value && typeof value.entry === 'string' ? value.entry : null;
  } catch {
    return null;
  }
}

/** Overrides an older shell stored in the browser, taken out once and returned as `?mf:` parameters for the edge's cookie. */
export function takeLegacyOverrides(storage: Storage): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(storage)) {
    const prefix = LEGACY_PREFIXES.find((candidate) => key.startsWith(candidate));
    if (!prefix) continue;
    const raw = storage.getItem(key);
    storage.removeItem(key);
    const entry = raw === null ? null : legacyEntry(prefix, raw);
    if (entry) params.set(`mf:${key.slice(prefix.length)}`, entry);
  }
  return params;
}
