/** The live registry as the servers see it; the browser gets only the manifests, as renderer addresses are inside the platform. */
export interface LiveEntry {
  /** The version's `mf-manifest.json` on the static origin. */
  entry: string;
  /** The version's renderer service(s), base URLs; empty: the renderer answers beside the manifest (the local CDN). */
  renderers: string[];
  /** The deployed version's name, as in its folder on the origin. */
  version: string;
  /** Grows by one at every deploy or rollback of this remote: what compare-and-set compares. */
  revision: number;
}

export interface LiveRegistry {
  remotes: Record<string, LiveEntry>;
}

export interface HistoryItem {
  remote: string;
  version: string;
  entry: string;
  renderers: string[];
  action: 'deploy' | 'rollback';
  revision: number;
  at: string;
  /** Who or what made the change (the CI job, the operator), as the command was told. */
  by: string;
}

/** A deploy or rollback the store refused: nothing was changed; `message` says what to do. */
export class RegistryRefusal extends Error {
  override name = 'RegistryRefusal';
}

/** The store did not answer in time, could not be reached, or answered what is not a registry: nothing was changed. */
export class RegistryUnavailable extends Error {
  override name = 'RegistryUnavailable';
}
