import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { flushTracing } from '@bottega/telemetry/tracing';
import type { Config } from './config';

export interface ShutdownOptions extends Pick<Config, 'drainDelayMs' | 'shutdownTimeoutMs'> {
  /** process.exit, or what a test sees instead. */
  exit?: (code: number) => void;
}

/**
 * On SIGTERM: readiness answers 503 at once so a load balancer stops sending requests; after DRAIN_DELAY_MS the listener closes, requests
 * and jobs finish, database, Redis and spans close, and the process exits 0 (1 past SHUTDOWN_TIMEOUT_MS).
 */
export function gracefulShutdown(app: FastifyInstance, { drainDelayMs, shutdownTimeoutMs, exit = process.exit }: ShutdownOptions): (signal: string) => Promise<void> {
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    app.draining = true;
    app.log.info({ signal, drainDelayMs }, 'shutting down: readiness fails, new requests still served while the balancer notices');
    await sleep(drainDelayMs);
    app.log.info({ shutdownTimeoutMs }, 'closing: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error({ shutdownTimeoutMs }, 'requests or jobs still running after the shutdown timeout, exiting');
      exit(1);
    }, shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      // The spans of the last requests leave before the process does (bounded: a collector that is down is not waited for).
      await flushTracing();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Listens, and shuts down gracefully on SIGTERM or SIGINT: the web process's and the worker's lifecycle. */
export async function serveUntilSignalled(app: FastifyInstance, address: { port: number; host: string }, options: ShutdownOptions): Promise<void> {
  await app.listen(address);
  const shutdown = gracefulShutdown(app, options);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
