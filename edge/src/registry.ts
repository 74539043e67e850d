import { promises as fs } from 'node:fs';
import { readRegistry, type Registry } from '@bottega/shell/registry';
import type { LiveRegistry } from '@bottega/registry/types';

/** The registry on the server: the shell's zod schema (src/composition/registry) plus each version's renderer addresses, which never leave the edge (`forBrowser`). */

export type { Registry };

/** A remote as the edge uses it: its manifest and, in production, its renderer service's addresses. */
export interface ServerRemote {
  entry: string;
  /** Base URLs of the version's renderer service; absent or empty: it answers beside the manifest. */
  renderers?: string[];
  /** The deployed version's name, when the registry says it (the shared store); else read from the entry (metrics.ts `versionOf`). */
  version?: string;
}

export interface ServerRegistry {
  remotes: Record<string, ServerRemote>;
  overrideOrigins: string[];
}

export const EMPTY_REGISTRY: ServerRegistry = { remotes: {}, overrideOrigins: [] };

/** What the browser may see of the registry: the manifests and the override origins, no internal address. */
export function forBrowser(registry: ServerRegistry): Registry {
  return { remotes: Object.fromEntries(Object.entries(registry.remotes).map(([name, { entry }]) => [name, { entry }])), overrideOrigins: registry.overrideOrigins };
}

/** An http(s) origin, or null for anything else (a `javascript:` entry has no place in a CSP). */
function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Every origin the page may load remote code from: the registry's entries and the override origins. */
export function remoteOrigins(registry: Registry | ServerRegistry): string[] {
  const origins = new Set<string>();
  for (const candidate of [...registry.overrideOrigins, ...Object.values(registry.remotes).map((remote) => remote.entry)]) {
    const origin = httpOrigin(candidate);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** The origins the edge's render token may go to: the published entries' and their renderer services'. */
export function rendererOrigins(registry: ServerRegistry): string[] {
  const origins = Object.values(registry.remotes).flatMap((remote) => [remote.entry, ...(remote.renderers ?? [])].map(httpOrigin));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export interface RegistryLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How the edge's registry stands, for its readiness answer. */
export interface RegistryStatus {
  /** A registry has been read at least once: pages can be composed. */
  ready: boolean;
  source: 'file' | 'postgres';
  /** When the store was last read successfully (ISO time), if ever. */
  readAt?: string;
  /** Why the last reading failed, while the last good registry is served. */
  stale?: string;
}

/** Where the edge reads the live registry: a file (`npm start`), or the shared store (production). */
export interface RegistrySource {
  get(): Promise<ServerRegistry>;
  status(): RegistryStatus;
  close(): Promise<void>;
}

/**
 * Reads the registry file on every use, keeping the last good one (empty until then: slots show fallbacks).
 * Not watched: deploys replace it by rename, which watchers lose, and mtimes cannot tell a quick rollback apart.
 */
export class FileRegistry implements RegistrySource {
  private current: ServerRegistry = EMPTY_REGISTRY;
  private lastText: string | null | undefined = undefined;
  private pending: Promise<ServerRegistry> | null = null;
  private state: RegistryStatus = { ready: false, source: 'file' };

  constructor(
    private readonly file: string,
    private readonly log: Pick<RegistryLogger, 'info' | 'error'>,
  ) {}

  get(): Promise<ServerRegistry> {
    // Concurrent requests share one read.
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  status(): RegistryStatus {
    return this.state;
  }

  async close() {}

  private async refresh(): Promise<ServerRegistry> {
    const text = await fs.readFile(this.file, 'utf8').catch(() => null);
    if (text === this.lastText) return this.current;
    this.lastText = text;
    const { registry, error } = readRegistry(text);
    if (error) {
      this.log.error({ file: this.file, err: error }, 'registry file missing or malformed; serving the last good registry');
      this.state = { ...this.state, stale: `registry file missing or malformed: ${error}` };
      return this.current;
    }
    this.current = registry;
    this.state = { ready: true, source: 'file', readAt: new Date().toISOString() };
    this.log.info({ file: this.file, remotes: Object.fromEntries(Object.entries(registry.remotes).map(([name, remote]) => [name, remote.entry])) }, 'registry loaded');
    return this.current;
  }
}

/** What the edge needs of the shared store (@bottega/registry's PostgresRegistryStore). */
export interface LiveStore {
  read(): Promise<LiveRegistry>;
  watch(onChange: (registry: LiveRegistry) => void, options: { pollMs: number; onError: (error: Error) => void }): () => Promise<void>;
  close(): Promise<void>;
}

export interface SharedRegistryOptions {
  store: LiveStore;
  /** Origins testers may point overrides at in this environment (none in production). */
  overrideOrigins: string[];
  log: RegistryLogger;
  /** How often the store is read when no notification came: the fallback that keeps every edge within the deploy budget. */
  pollMs?: number;
}

/**
 * The registry every edge shares (docs/adr/0023): kept in memory by the store's watcher; a store that cannot be
 * read leaves the last good registry in force, and readiness says so.
 */
export class SharedRegistry implements RegistrySource {
  private current: ServerRegistry = EMPTY_REGISTRY;
  private state: RegistryStatus = { ready: false, source: 'postgres' };
  private readonly stopWatching: () => Promise<void>;

  constructor(private readonly options: SharedRegistryOptions) {
    this.stopWatching = options.store.watch((live) => this.apply(live), { pollMs: options.pollMs ?? 2000, onError: (error) => this.failed(error) });
  }

  /** Reads the store once: the edge awaits the first reading before it answers pages. */
  async refresh(): Promise<void> {
    try {
      this.apply(await this.options.store.read());
    } catch (error) {
      this.failed(error as Error);
    }
  }

  async get(): Promise<ServerRegistry> {
    return this.current;
  }

  status(): RegistryStatus {
    return this.state;
  }

  async close() {
    await this.stopWatching();
    await this.options.store.close();
  }

  private apply(live: LiveRegistry) {
    const next: ServerRegistry = {
      remotes: Object.fromEntries(Object.entries(live.remotes).map(([name, remote]) => [name, { entry: remote.entry, renderers: remote.renderers, version: remote.version }])),
      overrideOrigins: this.options.overrideOrigins,
    };
    if (JSON.stringify(next) !== JSON.stringify(this.current))
      this.options.log.info({ remotes: Object.fromEntries(Object.entries(live.remotes).map(([name, remote]) => [name, remote.version])) }, 'registry loaded');
    this.current = next;
    this.state = { ready: true, source: 'postgres', readAt: new Date().toISOString() };
  }

  private failed(error: Error) {
    if (this.state.stale !== error.message) this.options.log.warn({ err: error.message }, 'registry store unreachable; serving the last good registry');
    this.state = { ...this.state, stale: error.message };
  }
}
