import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** A published version's name (scripts/cdn-registry.mjs VERSION): nothing that can climb out of its folder. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

interface Running {
  child: ChildProcess;
  port: number;
  lastUsed: number;
}

export interface RendererPoolOptions {
  cdnRoot: string;
  /** Where the renderers' fragments ask for data. */
  apiUrl: string;
  /** RENDER_TOKEN: each renderer refuses a render request without it. */
  renderToken: string | null;
  /** RENDER_TOKEN_PREVIOUS: accepted too, while the edge changes to the new token. */
  renderTokenPrevious: string | null;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** A renderer nobody asked for this long is stopped; the next request starts it again. */
  idleMs?: number;
  startTimeoutMs?: number;
  /** The Node executable the renderers run on: this process's own unless the platform names another. */
  execPath?: string;
}

/**
 * The local stand-in for the platform that runs the teams' renderers: one process per published version,
 * started on first request, stopped when idle, never reloaded in place (docs/adr/0011-server-rendered-composition.md).
 */
export class RendererPool {
  private readonly running = new Map<string, Promise<Running>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: RendererPoolOptions) {
    this.sweeper = setInterval(() => this.stopIdle(), Math.min(options.idleMs ?? 600_000, 60_000));
    this.sweeper.unref();
  }

  /** The loopback address of a version's renderer, started if needed; null when the version has none. */
  async address(folder: string, version: string): Promise<string | null> {
    if (!VERSION.test(version) || !/^[a-z-]+$/.test(folder)) return null;
    const key = `${folder}/${version}`;
    let starting = this.running.get(key);
    if (!starting) {
      const bundle = path.join(this.options.cdnRoot, folder, version, 'server', 'renderer.js');
      if (!existsSync(bundle)) return null;
      starting = this.start(key, bundle);
      this.running.set(key, starting);
      starting.catch(() => this.running.delete(key));
    }
    const renderer = await starting;
    renderer.lastUsed = Date.now();
    return `http://127.0.0.1:${renderer.port}`;
  }

  private start(key: string, bundle: string): Promise<Running> {
    const { apiUrl, renderToken, renderTokenPrevious, log, startTimeoutMs = 20_000, execPath = process.execPath } = this.options;
    return new Promise((resolve, reject) => {
      const child = spawn(execPath, [bundle], {
        cwd: path.dirname(bundle),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: process.env.NODE_ENV ?? 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          API_URL: apiUrl,
          // Tracing as the platform configures it for every process (docs/operations.md, "Traces").
          ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('OTEL_'))),
          OTEL_SERVICE_NAME: `bottega-renderer ${key}`,
          ...(renderToken && { RENDER_TOKEN: renderToken }),
          ...(renderTokenPrevious && { RENDER_TOKEN_PREVIOUS: renderTokenPrevious }),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`renderer ${key} did not start within ${startTimeoutMs} ms`));
      }, startTimeoutMs);
      child.on('message', (message: { type?: string; port?: number }) => {
        if (message?.type !== 'ready' || !message.port) return;
        clearTimeout(timer);
        log?.info({ renderer: key, port: message.port }, 'renderer started');
        resolve({ child, port: message.port, lastUsed: Date.now() });
      });
      // A process that cannot start is an `error` event and maybe no `exit`: unheard, it would end the CDN.
      child.once('error', (error) => {
        clearTimeout(timer);
        this.running.delete(key);
        log?.warn({ renderer: key, err: error.message }, 'renderer could not be started');
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        this.running.delete(key);
        log?.warn({ renderer: key, code, signal }, 'renderer stopped');
        reject(new Error(`renderer ${key} exited (${code ?? signal})`));
      });
    });
  }

  private stopIdle() {
    const idleMs = this.options.idleMs ?? 600_000;
    for (const [key, starting] of this.running) {
      void starting.then(
        (renderer) => {
          if (Date.now() - renderer.lastUsed > idleMs) {
            this.running.delete(key);
            renderer.child.kill('SIGTERM');
          }
        },
        () => undefined,
      );
    }
  }

  async close() {
    clearInterval(this.sweeper);
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(
      all.map((starting) =>
        starting.then(
          (renderer) =>
            new Promise<void>((resolve) => {
              renderer.child.once('exit', () => resolve());
              renderer.child.kill('SIGTERM');
            }),
          () => undefined,
        ),
      ),
    );
  }
}
