import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { readRegistry } from '@bottega/shell/registry';
import type { EdgeConfig } from './config';
import type { Registry } from './registry';

/** Makes sure the live registry file exists, a copy of the seed on a fresh machine; returns the seed, which gives the local CDN's ports. */
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

export interface DrainOptions {
  /** How long readiness fails before the server stops taking requests: the load balancer's time to notice. */
  drainDelayMs?: number;
  /** How long requests in flight may take to finish after that; past it the process exits anyway. */
  timeoutMs?: number;
}

/** Graceful shutdown on SIGTERM or SIGINT: readiness fails at once, answers go on for `drainDelayMs` so the load balancer notices, then requests in flight get `timeoutMs`. */
export function drainOnSignal(log: Logger, close: () => Promise<unknown>, { drainDelayMs = 0, timeoutMs = 10_000 }: DrainOptions = {}) {
  let draining = false;
  const shutdown = async (signal: string) => {
    if (draining) return;
    draining = true;
    log.info({ signal, drainDelayMs, timeoutMs }, 'draining: readiness fails, then requests in flight finish');
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    setTimeout(() => {
      log.error({ timeoutMs }, 'requests still in flight after the drain; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    await close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return { draining: () => draining };
}

/** An entry point that could not start says why on one line, as every log line of the shop is JSON. */
export function exitOnStartFailure(what: string) {
  return (error: Error) => {
    console.error(JSON.stringify({ level: 'fatal', msg: `${what} failed to start`, err: String(error?.stack ?? error) }));
    process.exit(1);
  };
}
