import type { Registry } from './registry';

/** localStorage key of one override, kept across reloads until `?mf:reset`. */
export const overrideKey = (remote: string) => `mf-override:${remote}`;

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

/**
 * Applies `?mf:<remote>=<manifest url>` and `?mf:reset` to the stored overrides, then returns the
 * overrides still valid against the current registry (an origin removed from it stops counting).
 */
export function resolveOverrides(registry: Registry, search: string, storage: Storage): OverrideResult {
  const params = new URLSearchParams(search);
  const rejected: RejectedOverride[] = [];
  if (params.has('mf:reset')) {
    for (const key of Object.keys(storage)) if (key.startsWith('mf-override:')) storage.removeItem(key);
  }
  for (const [name, value] of params) {
    if (!name.startsWith('mf:') || name === 'mf:reset') continue;
    const remote = name.slice(3);
    const reason = check(registry, remote, value);
    if (reason) rejected.push({ remote, url: value, reason });
    else storage.setItem(overrideKey(remote), value);
  }
  const active: Record<string, string> = {};
  for (const key of Object.keys(storage)) {
    if (!key.startsWith('mf-override:')) continue;
    const remote = key.slice('mf-override:'.length);
    const url = storage.getItem(key) ?? '';
    if (check(registry, remote, url) === null) active[remote] = url;
    else storage.removeItem(key);
  }
  for (const name of [...params.keys()]) if (name.startsWith('mf:')) params.delete(name);
  const rest = params.toString();
  return { active, rejected, cleanSearch: rest ? `?${rest}` : '' };
}
