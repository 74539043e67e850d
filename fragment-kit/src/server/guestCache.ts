/** The version of what fragments are rendered from (versionReader); null when the API cannot say. */
export type Version = () => Promise<number | null>;

/** Reads a version at most once per `versionMs`, so a burst of pages and the caches sharing it ask once. */
export function versionReader(read: () => Promise<number | null>, versionMs = 1000): Version {
  let known: { version: number | null; at: number; pending: Promise<number | null> | null } = { version: null, at: 0, pending: null };
  return async () => {
    if (Date.now() - known.at < versionMs) return known.version;
    known.pending ??= read()
      .catch(() => null)
      .then((value) => {
        known = { version: value, at: Date.now(), pending: null };
        return value;
      });
    return known.pending;
  };
}

export interface GuestCacheOptions {
  version: Version;
  /** How long a rendered fragment is cached at most, even while the version does not change. */
  maxAgeMs?: number;
  maxEntries?: number;
  /** Told of every look-up, a hit or not: the process's metrics count the cache's hit ratio. */
  onLookup?: (hit: boolean) => void;
}

/** Guests' server renders, cached until the version they were rendered at changes (catalog or CMS); when the version
 * cannot be read, nothing is served from the cache. */
export function createGuestCache({ version, maxAgeMs = 60_000, maxEntries = 500, onLookup }: GuestCacheOptions) {
  const entries = new Map<string, { version: number; body: string; at: number }>();

  return {
    /** The answer cached for this request, or a function that caches the one about to be rendered. */
    async lookup(key: string): Promise<{ body: string } | { store: (body: string) => void }> {
      const current = await version();
      const entry = entries.get(key);
      const hit = current !== null && entry !== undefined && entry.version === current && Date.now() - entry.at < maxAgeMs;
      onLookup?.(hit);
      if (hit) return { body: entry.body };
      return {
        store: (body) => {
          if (current === null) return;
          entries.delete(key);
          entries.set(key, { version: current, body, at: Date.now() });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        },
      };
    },
  };
}
