// What `npm start` and `npm test` share: making a fresh machine ready, and running commands.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';
/** The remotes' folders, in the order of remotes.json, where each team's remote is named once. */
export const remotes = createRequire(import.meta.url)('../remotes.json').remotes.map((remote) => remote.folder);

export function log(message) {
  console.log(`\x1b[1m[bottega]\x1b[0m ${message}`);
}

/** Runs a command to completion, inheriting output; throws with the command line when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.error) throw new Error(`${command} could not be started: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** How a started process ended: exit code and signal, or the `error` that kept it from starting (a missing command has no `exit`). */
export function ended(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
}

/** What `ended` found, for a log line: "exit 1", "SIGTERM", or why the command could not start. */
export const describeEnd = ({ code, signal, error }) => (error ? `could not be started: ${error.message}` : signal ? signal : `exit ${code}`);

const pnpmWorks = () => spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout?.trim().startsWith('10.');

/** pnpm 10 (pnpm 11 needs Node 22): installed globally with npm when missing. */
export function ensurePnpm() {
  if (pnpmWorks()) return;
  log(`installing pnpm ${PNPM_VERSION}`);
  run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
  if (!pnpmWorks()) throw new Error("pnpm is still not on the PATH after installing it: add npm's global bin folder to PATH");
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  ensurePnpm();
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies');
  run('pnpm', ['install', '--frozen-lockfile']);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Installs Debian packages with apt, through sudo unless this is root. */
function aptInstall(packages) {
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...packages]);
}

/** End-to-end tests drive Debian's Chromium; a test tool's own browser download fails here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log('installing Debian chromium');
  aptInstall(['chromium']);
}

/** The drill's HAProxy and nginx from Debian, whose own services are stopped again: the drill runs its own. */
export function ensureLoadBalancer() {
  if (existsSync('/usr/sbin/haproxy') && existsSync('/usr/sbin/nginx')) return;
  log('installing Debian haproxy and nginx-light');
  aptInstall(['haproxy', 'nginx-light']);
  for (const service of ['haproxy', 'nginx']) spawnSync('service', [service, 'stop'], { stdio: 'ignore' });
}

/** Builds one remote as `version` into `outDir` (browser files, fragments.json, server/renderer.js), from the remote's folder. */
export function buildRemote(remoteDir, version, outDir, Failure = Error) {
  const cli = createRequire(path.join(remoteDir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: remoteDir,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: version, REMOTE_OUT: outDir, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Failure(`the build of ${path.basename(remoteDir)} failed (exit ${result.status ?? result.signal}); nothing was deployed`);
}

/** Builds everything the shop serves: the API, each remote as version 1.0.0 on the local CDN, the shell. */
export function buildAll() {
  log('building the API');
  run('pnpm', ['--filter', '@bottega/api', 'build']);
  for (const remote of remotes) {
    log(`building ${remote}`);
    run('node', ['scripts/deploy-remote.mjs', remote, '1.0.0']);
  }
  log('building the shell, the edge server and the local CDN');
  run('pnpm', ['--filter', '@bottega/shell', 'build']);
  run('pnpm', ['--filter', '@bottega/edge', '--filter', '@bottega/local-cdn', 'build']);
}

/** The renderers draw only for the edge (docs/security.md): the CDN and edge started here share a secret of the run. */
export function ensureRenderToken() {
  process.env.RENDER_TOKEN ||= randomBytes(32).toString('base64url');
}

/** Starts a long-running process whose output is prefixed with its name. */
export function start(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, target) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** The processes of a running shop: a signal or `stop` ends them all (SIGTERM, 5 s at most); a `keep`-held process ending stops the shop. */
export function supervise() {
  const children = new Set();
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 5000).unref();
    Promise.all([...children].map(ended)).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const add = (child) => {
    children.add(child);
    void ended(child).then(() => children.delete(child));
    return child;
  };
  return {
    stop,
    stopping: () => stopping,
    /** A process that may end and be replaced (the dev loop's API): only stopped with the others. */
    add,
    keep(child) {
      void ended(add(child)).then((end) => {
        if (stopping) return;
        log(`a server stopped (${child.spawnargs.join(' ')}: ${describeEnd(end)}); stopping the shop`);
        stop(1);
      });
      return child;
    },
  };
}

/** Waits until a URL answers 2xx, or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // A server that takes the connection and never answers must not hold the wait past its deadline.
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
