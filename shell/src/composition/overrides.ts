import type { Registry } from './registry';

const OVERRIDE_PREFIX = 'bottega:mf-override:';
/**
 * localStorage key of one override, kept across reloads until `?mf:reset`. Local storage keys carry
 * the product prefix and hold JSON (spec §3): the value is `{ "entry": "<manifest url>" }`.
 */
export const overrideKey = (remote: string) => `${OVERRIDE_PREFIX}${remote}`;
/** Where earlier shells kept an override, as a bare URL. */
const LEGACY_PREFIX = 'mf-override:';

export interface RejectedOverride {
  remote: string;
  url: string;
  reason: 'unknown-remote' | 'origin-not-allowed' | 'invalid-url';
}

export interface OverrideResult {
  /** remote name → manifest URL that replaces the registry's entry. */
  active: Record<string, string>;
  rejected: RejectedOverride[];
  /** The URL without its mf: parameters, to put back in the address bar. */
  cleanSearch: string;
}

function check(registry: Registry, remote: string, url: string): RejectedOverride['reason'] | null {
  if (!(remote in registry.remotes)) return 'unknown-remote';
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return 'invalid-url';
  }
  return registry.overrideOrigins.includes(origin) ? null : 'origin-not-allowed';
}

function storedEntry(raw: string | null): string | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    return typeof value === 'object' && value !== null && 'entry' in value && typeof value.entry === 'string' ? value.entry : null;
  } catch {
    return null;
  }
}

/** An override an earlier shell kept under its bare key moves to its JSON key, once; a newer one under the JSON key wins. */
function migrateLegacyOverrides(storage: Storage): void {
  for (const key of Object.keys(storage)) {
    if (!key.startsWith(LEGACY_PREFIX)) continue;
    const remote = key.slice(LEGACY_PREFIX.length);
    const url = storage.getItem(key);
    storage.removeItem(key);
    if (url && storage.getItem(overrideKey(remote)) === null) storage.setItem(overrideKey(remote), JSON.stringify({ entry: url }));
  }
}

/**
 * Applies `?mf:<remote>=<manifest url>` and `?mf:reset` to the stored overrides, then returns the
 * overrides still valid against the current registry (an origin removed from it stops counting).
 */
export function resolveOverrides(registry: Registry, search: string, storage: Storage): OverrideResult {
  const params = new URLSearchParams(search);
  const rejected: RejectedOverride[] = [];
  migrateLegacyOverrides(storage);
  if (params.has('mf:reset')) {
    for (const key of Object.keys(storage)) if (key.startsWith(OVERRIDE_PREFIX)) storage.removeItem(key);
  }
  for (const [name, value] of params) {
    if (!name.startsWith('mf:') || name === 'mf:reset') continue;
    const remote = name.slice(3);
    const reason = check(registry, remote, value);
    if (reason) rejected.push({ remote, url: value, reason });
    else storage.setItem(overrideKey(remote), JSON.stringify({ entry: value }));
  }
  const active: Record<string, string> = {};
  for (const key of Object.keys(storage)) {
    if (!key.startsWith(OVERRIDE_PREFIX)) continue;
    const remote = key.slice(OVERRIDE_PREFIX.length);
    const url = storedEntry(storage.getItem(key));
    if (url !== null && check(registry, remote, url) === null) active[remote] = url;
    else storage.removeItem(key);
  }
  for (const name of [...params.keys()]) if (name.startsWith('mf:')) params.delete(name);
  const rest = params.toString();
  return { active, rejected, cleanSearch: rest ? `?${rest}` : '' };
}
