import { promises as fs } from 'node:fs';
import { readRegistry, type Registry } from '@bottega/shell/src/composition/registry';

/**
 * The runtime registry on the server side: the same zod schema the shell applies in the browser
 * (src/composition/registry), read from the file deploys write, keeping the last good version.
 */

export type { Registry };

export const EMPTY_REGISTRY: Registry = { remotes: {}, overrideOrigins: [] };

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
export function remoteOrigins(registry: Registry): string[] {
  const origins = new Set<string>();
  for (const candidate of [...registry.overrideOrigins, ...Object.values(registry.remotes).map((remote) => remote.entry)]) {
    const origin = httpOrigin(candidate);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

export interface RegistryLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Reads the registry file and keeps the last good version (an empty registry until one is good:
 * every slot then shows its fallback, and the shop still answers). The file, a few hundred bytes,
 * is read on every use rather than watched: deploys replace it by rename, which watchers lose,
 * and timestamps can be too coarse to tell a deploy from a rollback a moment later. Reading
 * makes "deploy, then reload" deterministic; it is parsed again only when its text changed.
 */
export class RegistryStore {
  private current: Registry = EMPTY_REGISTRY;
  private lastText: string | null | undefined = undefined;
  private pending: Promise<Registry> | null = null;

  constructor(
    private readonly file: string,
    private readonly log: RegistryLogger,
  ) {}

  get(): Promise<Registry> {
    // Concurrent requests share one read.
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(): Promise<Registry> {
    const text = await fs.readFile(this.file, 'utf8').catch(() => null);
    if (text === this.lastText) return this.current;
    this.lastText = text;
    const { registry, error } = readRegistry(text);
    if (error) {
      this.log.error({ file: this.file, err: error }, 'registry file missing or malformed; serving the last good registry');
      return this.current;
    }
    this.current = registry;
    this.log.info({ file: this.file, remotes: Object.fromEntries(Object.entries(registry.remotes).map(([name, remote]) => [name, remote.entry])) }, 'registry loaded');
    return this.current;
  }
}
