import { deadline, parseCookieHeader } from '@bottega/server-kit';
import { OVERRIDE_COOKIE, readOverrideCookie, resolveOverrides, withOverrides, type OverrideResult } from '@bottega/shell/overrides';
import type { ServerRegistry } from './registry';

/** How long a page waits for a tester's manifest before trusting its address. */
const MANIFEST_MS = 1000;

/** The remote a manifest says it is, read once per address (versions never change); null when unread in time, and the override fails in its slot. */
export function manifestNames(fetchImpl: typeof fetch = fetch) {
  const names = new Map<string, Promise<string | null>>();
  return (url: string): Promise<string | null> => {
    let name = names.get(url);
    if (!name) {
      const limit = deadline(MANIFEST_MS);
      name = limit
        .within(fetchImpl(url, { signal: limit.signal }).then((response) => (response.ok ? response.json() : null)))
        .then((manifest: { name?: unknown } | null) => (typeof manifest?.name === 'string' ? manifest.name : null))
        .catch(() => null);
      names.set(url, name);
      void name.then((got) => got === null && names.delete(url));
      if (names.size > 100) names.delete(names.keys().next().value!);
    }
    return name;
  };
}

/** Overrides whose manifest names another remote (`?mf:mf_cart=<the catalog's build>`) are refused, with the reason the banner shows. */
export async function refuseOtherTeamsBuilds(overrides: OverrideResult, nameOf: (url: string) => Promise<string | null>): Promise<OverrideResult> {
  const checked = await Promise.all(Object.entries(overrides.active).map(async ([remote, url]) => ({ remote, url, name: await nameOf(url) })));
  const wrong = checked.filter(({ remote, name }) => name !== null && name !== remote);
  if (wrong.length === 0) return overrides;
  return {
    active: Object.fromEntries(checked.filter((one) => !wrong.includes(one)).map(({ remote, url }) => [remote, url])),
    rejected: [...overrides.rejected, ...wrong.map(({ remote, url }) => ({ remote, url, reason: 'wrong-remote' as const }))],
  };
}

/** The registry a request is served from: the published one with the tester's overrides, those naming another remote's build refused. */
export async function servedRegistry(published: ServerRegistry, search: string, cookieHeader: string | undefined, nameOf: (url: string) => Promise<string | null>) {
  const stored = readOverrideCookie(parseCookieHeader(cookieHeader)[OVERRIDE_COOKIE]);
  const overrides = await refuseOtherTeamsBuilds(resolveOverrides(published, search, stored), nameOf);
  return { stored, overrides, current: withOverrides(published, overrides.active) };
}
