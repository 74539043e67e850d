import os from 'node:os';
import path from 'node:path';
import { checkPublished, checkVersion, parseRemote, publish, publishShell, reasonOf } from './origin';
import { PostgresRegistryStore, type RegistryLog } from './postgres';
import { RegistryRefusal } from './types';

/** The registry's commands (`node registry/dist/cli.js <command>`): each returns the lines to print or throws having changed nothing. */

const USAGE = `usage: node registry/dist/cli.js <command>
  migrate                                                      REGISTRY_DATABASE_URL
  publish <remote> <version> --build <dir>                     ORIGIN_DIR
  publish-shell <version> --build <dir>                        ORIGIN_DIR
  deploy <remote> <version> [--renderers url,url] [--by name]  REGISTRY_DATABASE_URL, STATIC_ORIGIN
  rollback <remote> [--by name]                                REGISTRY_DATABASE_URL, STATIC_ORIGIN
  status                                                       REGISTRY_DATABASE_URL, STATIC_ORIGIN
optional: REGISTRY_SCHEMA (default registry), REGISTRY_BY (default user@host)`;

export type Env = Record<string, string | undefined>;

const RENDERER_TIMEOUT_MS = 2_000;

function parseArgs(args: string[], flags: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const value = args[i + 1];
    if (!flags.includes(name)) throw new RegistryRefusal(`unknown option ${arg} (see: cli.js help)`);
    if (value === undefined || value.startsWith('--')) throw new RegistryRefusal(`${arg} needs a value`);
    options[name] = value;
    i++;
  }
  return { positional, options };
}

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new RegistryRefusal(`${name} is not set (see: cli.js help)`);
  return value;
}

/** STATIC_ORIGIN: the allowed origins, comma separated; the first is where deploys check files. */
function staticOrigins(env: Env): string[] {
  return required(env, 'STATIC_ORIGIN')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

function openStore(env: Env, allowedOrigins: string[], log?: RegistryLog): PostgresRegistryStore {
  try {
    return new PostgresRegistryStore({ databaseUrl: required(env, 'REGISTRY_DATABASE_URL'), allowedOrigins, schema: env.REGISTRY_SCHEMA || undefined, log });
  } catch (error) {
    if (error instanceof RegistryRefusal) throw error;
    throw new RegistryRefusal(`the configuration is wrong: ${(error as Error).message}`);
  }
}

async function withStore<T>(store: PostgresRegistryStore, work: (store: PostgresRegistryStore) => Promise<T>): Promise<T> {
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** Every renderer of the version must be ready before pages are sent to it. */
async function checkRenderers(renderers: string[]): Promise<void> {
  const failures = await Promise.all(
    renderers.map(async (base) => {
      const url = new URL('health/ready', base.endsWith('/') ? base : `${base}/`).href;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(RENDERER_TIMEOUT_MS) });
        await response.body?.cancel();
        return response.status === 200 ? null : `${url} answered ${response.status}`;
      } catch (error) {
        return `${url} did not answer within ${RENDERER_TIMEOUT_MS} ms (${reasonOf(error)})`;
      }
    }),
  );
  const failed = failures.filter((failure) => failure !== null);
  if (failed.length) throw new RegistryRefusal(`a renderer is not ready: ${failed.join('; ')}; nothing was changed`);
}

function parseRenderers(value: string | undefined): string[] {
  const renderers = (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of renderers) {
    if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new RegistryRefusal(`--renderers: "${url}" is not an http(s) URL`);
  }
  return renderers;
}

function byOf(options: Record<string, string>, env: Env): string {
  return options.by ?? env.REGISTRY_BY ?? `${os.userInfo().username}@${os.hostname()}`;
}

function elapsed(start: number): number {
  return Math.round(performance.now() - start);
}

async function deploy(args: string[], env: Env): Promise<string> {
  const start = performance.now();
  const { positional, options } = parseArgs(args, ['renderers', 'by']);
  if (positional.length !== 2) throw new RegistryRefusal(`deploy needs a remote and a version (see: cli.js help)`);
  const remote = parseRemote(positional[0]);
  const version = checkVersion(positional[1]);
  const renderers = parseRenderers(options.renderers);
  const origins = staticOrigins(env);
  return withStore(openStore(env, origins), async (store) => {
    // Read before the checks: a deploy that lands while they run makes this one lose the compare-and-set.
    const expectedRevision = await store.revisionOf(remote.name);
    const before = (await store.read()).remotes[remote.name];
    const { entry } = await checkPublished({ origin: origins[0], remoteFolder: remote.folder, version });
    await checkRenderers(renderers);
    await store.deploy({ remote: remote.name, version, entry, renderers, expectedRevision, by: byOf(options, env) });
    return `${remote.name} ${version} is live (was ${before?.version ?? 'none'}) in ${elapsed(start)} ms`;
  });
}

async function rollback(args: string[], env: Env): Promise<string> {
  const start = performance.now();
  const { positional, options } = parseArgs(args, ['by']);
  if (positional.length !== 1) throw new RegistryRefusal(`rollback needs a remote (see: cli.js help)`);
  const remote = parseRemote(positional[0]);
  return withStore(openStore(env, staticOrigins(env)), async (store) => {
    const expectedRevision = await store.revisionOf(remote.name);
    const before = (await store.read()).remotes[remote.name];
    const target = await store.rollbackTarget(remote.name);
    if (!target) throw new RegistryRefusal(`${remote.name} has no earlier deploy to roll back to; nothing was changed`);
    // The earlier version's files must still be at the origin, and its renderers up.
    await checkPublished({ origin: new URL(target.entry).origin, remoteFolder: remote.folder, version: target.version });
    await checkRenderers(target.renderers);
    const now = await store.rollback({ remote: remote.name, expectedRevision, by: byOf(options, env) });
    return `${remote.name} is back on ${now.version} (was ${before?.version ?? 'none'}) in ${elapsed(start)} ms`;
  });
}

async function status(env: Env): Promise<string> {
  const problems: string[] = [];
  const log: RegistryLog = { info: () => undefined, warn: (obj, msg) => void problems.push(`${msg}: ${JSON.stringify(obj)}`) };
  return withStore(openStore(env, staticOrigins(env), log), async (store) => {
    const { remotes } = await store.read();
    const lines: string[] = [];
    for (const [name, live] of Object.entries(remotes)) {
      const last = (await store.history(name)).at(-1);
      lines.push(`${name} ${live.version} (revision ${live.revision}) ${live.entry}${live.renderers.length ? ` renderers ${live.renderers.join(', ')}` : ''}`);
      if (last) lines.push(`  last: ${last.action} of ${last.version} by ${last.by} at ${last.at}`);
    }
    return [...(lines.length ? lines : ['no remote is live']), ...problems].join('\n');
  });
}

async function publishCommand(args: string[], env: Env, shell: boolean): Promise<string> {
  const { positional, options } = parseArgs(args, ['build']);
  if (positional.length !== (shell ? 1 : 2) || !options.build)
    throw new RegistryRefusal(`${shell ? 'publish-shell needs a version' : 'publish needs a remote and a version'} and --build <dir> (see: cli.js help)`);
  const originDir = path.resolve(required(env, 'ORIGIN_DIR'));
  const buildDir = path.resolve(options.build);
  const [what, result] = shell
    ? [`shell ${positional[0]}`, await publishShell({ buildDir, originDir, version: positional[0] })]
    : [`${positional[0]} ${positional[1]}`, await publish({ buildDir, originDir, remoteFolder: positional[0], version: positional[1] })];
  return result.copied ? `${what} published to ${result.folder} (${result.files} files)` : `${what} was already published with the same ${result.files} files: nothing to do`;
}

export async function run(argv: string[], env: Env): Promise<string> {
  const [command, ...args] = argv;
  switch (command) {
    case 'help':
      return USAGE;
    case 'migrate':
      return withStore(openStore(env, []), async (store) => {
        await store.migrate();
        return 'registry tables are in place';
      });
    case 'publish':
      return publishCommand(args, env, false);
    case 'publish-shell':
      return publishCommand(args, env, true);
    case 'deploy':
      return deploy(args, env);
    case 'rollback':
      return rollback(args, env);
    case 'status':
      return status(env);
    default:
      throw new RegistryRefusal(`${command ? `unknown command "${command}"` : 'no command'} (see: cli.js help)`);
  }
}
