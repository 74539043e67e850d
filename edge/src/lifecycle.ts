import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { readRegistry } from '@bottega/shell/src/composition/registry';
import type { EdgeConfig } from './config';
import type { Registry } from './registry';

/**
 * Makes sure the live registry file exists: a fresh machine starts it as a copy of the environment's
 * registry (the seed). Returns the seed, which also says which port serves which remote on the local CDN.
 */
export async function ensureRegistryFile(config: Pick<EdgeConfig, 'seedRegistryFile' | 'registryFile'>): Promise<Registry> {
  const seedText = await fs.readFile(config.seedRegistryFile, 'utf8');
  const seed = readRegistry(seedText);
  if (seed.error) throw new Error(`${config.seedRegistryFile}: ${seed.error}`);
  await fs.mkdir(path.dirname(config.registryFile), { recursive: true });
  await fs.writeFile(config.registryFile, seedText, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return seed.registry;
}

/** On SIGTERM or SIGINT: in-flight requests finish, then the process exits; a stuck one cannot keep it alive past 10 s. */
export function closeOnSignal(log: Logger, close: () => Promise<unknown>) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/** An entry point that could not start says why on one line, as every log line of the shop is JSON. */
export function exitOnStartFailure(what: string) {
  return (error: Error) => {
    console.error(JSON.stringify({ level: 'fatal', msg: `${what} failed to start`, err: String(error?.stack ?? error) }));
    process.exit(1);
  };
}
