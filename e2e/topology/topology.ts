import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The production topology on one machine, every process started from its release folder
 * (deploy/releases.json), never from the workspace: a load balancer (HAProxy) in front of two edges
 * and of two API web processes, a worker, two instances of each team's renderer, a static origin
 * (nginx) and the registry in a PostgreSQL of its own, beside the shop's database and Redis, which
 * are the machine's (docs/deploy.md, "The drill").
 */

export const root = path.resolve(__dirname, '..', '..');
const releases = path.join(root, '.releases');
export const REMOTES: string[] = JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8')).remotes.map((remote: { folder: string }) => remote.folder);

/** Each process's command, as its image runs it (deploy/releases.json): the drill proves the table too. */
const RELEASES: Record<string, { command: string[] }> = JSON.parse(readFileSync(path.join(root, 'deploy', 'releases.json'), 'utf8')).releases;
const command = (name: string): [string, string[]] => {
  const [program, ...args] = RELEASES[name].command;
  return [program, args];
};

const PORTS = { lb: 9080, apiLb: 9190, edges: [9081, 9082], edgeMetrics: [9083, 9084], apis: [9090, 9091], worker: 9092, origin: 9300, registry: 9432, renderers: 9101 };
export const SHOP = `http://localhost:${PORTS.lb}`;
export const ORIGIN = `http://127.0.0.1:${PORTS.origin}`;
export const EDGES = PORTS.edges.map((port) => `http://127.0.0.1:${port}`);

/** PostgreSQL's own programs, as the machine's package installs them. */
function postgresBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const [version] = spawnSync('ls', [base], { encoding: 'utf8' }).stdout.trim().split('\n').sort().reverse();
  return path.join(base, version, 'bin', name);
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const asPostgres = (command: string, args: string[]) =>
  (process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]) as [string, string[]];

function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = root) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env }, cwd });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

async function ready(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready within ${timeoutMs / 1000} s`);
}

interface StartOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** The address that answers 2xx once the process serves. */
  health?: string;
  timeoutMs?: number;
}

interface Service {
  child: ChildProcess;
  exited: Promise<void>;
}

/** The shop's processes, each logging to its own file in the run's folder. */
export class Topology {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'bottega-drill-'));
  readonly renderToken = randomBytes(32).toString('base64url');
  readonly database = `drill_${process.pid}`;
  private readonly services = new Map<string, Service>();
  /** How each process was started, to start it again after a crash. */
  private readonly started = new Map<string, { command: string; args: string[]; options: StartOptions }>();
  private readonly redisDb = '9';
  /** Renderer instances by remote and version: their addresses, as the registry names them. */
  readonly renderers = new Map<string, string[]>();
  /** Where each process answers GET /metrics, by its name here (docs/operations.md, "Metrics"). */
  private readonly metricsAt = new Map<string, string>();
  private nextRendererPort = PORTS.renderers;

  constructor() {
    // nginx's workers and PostgreSQL read and write here as other users.
    chmodSync(this.dir, 0o755);
  }

  get databaseUrl() {
    return `${process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, '')}/${this.database}`;
  }

  get redisUrl() {
    return `${process.env.TEST_REDIS_URL!.replace(/\/\d*$/, '')}/${this.redisDb}`;
  }

  get registryUrl() {
    return `postgres://postgres@127.0.0.1:${PORTS.registry}/postgres`;
  }

  log(name: string) {
    return path.join(this.dir, `${name}.log`);
  }

  /** Starts a long-running process, and waits until it serves. */
  async start(name: string, command: string, args: string[], options: StartOptions = {}) {
    this.started.set(name, { command, args, options });
    const out = createWriteStream(this.log(name), { flags: 'a' });
    const child = spawn(command, args, { cwd: options.cwd ?? root, env: { PATH: process.env.PATH, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.services.set(name, { child, exited });
    if (options.health) {
      const died = exited.then(() => {
        throw new Error(`${name} exited before it was ready: ${readFileSync(this.log(name), 'utf8').slice(-2000)}`);
      });
      await Promise.race([ready(options.health, options.timeoutMs ?? 60_000), died]);
    }
  }

  /** Starts a process that answers `GET /metrics` at `metricsUrl`: `scrape` reads it from then on. */
  private startScraped(name: string, metricsUrl: string, command: string, args: string[], options: StartOptions = {}) {
    this.metricsAt.set(name, metricsUrl);
    return this.start(name, command, args, options);
  }

  /** Every process's metrics now, by name; empty for one that does not answer (stopped, or killed and not yet back). */
  async scrape(): Promise<Map<string, string>> {
    const scrapes = await Promise.all(
      [...this.metricsAt].map(async ([name, url]) => {
        const text = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
          (response) => (response.ok ? response.text() : ''),
          () => '',
        );
        return [name, text] as const;
      }),
    );
    return new Map(scrapes);
  }

  /** SIGTERM (a rolling restart: the process drains) or SIGKILL (a crash); resolves once it has exited, killed after 20 s. */
  async stop(name: string, signal: NodeJS.Signals = 'SIGTERM') {
    const service = this.services.get(name);
    if (!service) return;
    service.child.kill(signal);
    const stuck = setTimeout(() => service.child.kill('SIGKILL'), 20_000);
    await service.exited;
    clearTimeout(stuck);
    this.services.delete(name);
  }

  /** Starts a stopped process again as it was first started, as the platform replaces a crashed one. */
  revive(name: string) {
    const { command, args, options } = this.started.get(name)!;
    return this.start(name, command, args, options);
  }

  async up() {
    await this.origin();
    this.registryStore('init');
    runOrThrow('psql', [process.env.TEST_DATABASE_URL!, '-c', `create database ${this.database}`]);
    runOrThrow('redis-cli', ['-u', this.redisUrl, 'flushdb']);
    this.publishShell('1.0.0');
    this.publishShell('2.0.0');
    for (const remote of REMOTES) this.publish(remote, '1.0.0');
    this.publish('mf-catalog', '2.0.0');

    const api = path.join(releases, 'api');
    // The migration step of a release, once, before any API process starts.
    runOrThrow(...command('migrate'), this.apiEnv(), api);
    await Promise.all(
      PORTS.apis.map((port, index) =>
        this.startScraped(`api-${index + 1}`, `http://127.0.0.1:${port}/metrics`, ...command('api'), {
          cwd: api,
          env: { ...this.apiEnv(), PORT: String(port), API_JOBS: 'off' },
          health: `http://127.0.0.1:${port}/api/health/ready`,
        }),
      ),
    );
    await this.startScraped('worker', `http://127.0.0.1:${PORTS.worker}/metrics`, ...command('api-worker'), {
      cwd: api,
      env: { ...this.apiEnv(), WORKER_PORT: String(PORTS.worker) },
      health: `http://127.0.0.1:${PORTS.worker}/api/health/ready`,
    });

    this.registry('migrate');
    await Promise.all(REMOTES.map((remote) => this.startRenderers(remote, '1.0.0')));
    await this.startRenderers('mf-catalog', '2.0.0');
    for (const remote of REMOTES) this.registry('deploy', remote, '1.0.0', '--renderers', this.renderers.get(`${remote}@1.0.0`)!.join(','), '--by', 'drill');

    await Promise.all(EDGES.map((_edge, index) => this.startEdge(index, '1.0.0')));
    await this.loadBalancer();
  }

  /** The static origin: nginx over a folder, files answered with CORS as a CDN does. */
  private async origin() {
    const originDir = path.join(this.dir, 'origin');
    for (const folder of ['origin', 'nginx/body', 'nginx/proxy', 'nginx/fastcgi', 'nginx/uwsgi', 'nginx/scgi']) mkdirSync(path.join(this.dir, folder), { recursive: true });
    const conf = path.join(this.dir, 'nginx.conf');
    const cors = 'add_header Access-Control-Allow-Origin "*" always; add_header Timing-Allow-Origin "*" always;';
    writeFileSync(
      conf,
      `daemon off;
worker_processes 1;
pid ${this.dir}/nginx/nginx.pid;
error_log ${this.log('origin')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${this.dir}/nginx/body; proxy_temp_path ${this.dir}/nginx/proxy; fastcgi_temp_path ${this.dir}/nginx/fastcgi;
  uwsgi_temp_path ${this.dir}/nginx/uwsgi; scgi_temp_path ${this.dir}/nginx/scgi;
  gzip on; gzip_types application/javascript text/css application/json image/svg+xml;
  server {
    listen 127.0.0.1:${PORTS.origin};
    root ${originDir};
    location ~ "\\.[0-9a-f]{10}\\.[a-z0-9]+$" { ${cors} add_header Cache-Control "public, max-age=31536000, immutable" always; }
    location / { ${cors} add_header Cache-Control "no-cache" always; }
  }
}
`,
    );
    // What a CDN's health check would ask for.
    writeFileSync(path.join(originDir, 'health'), 'ok\n');
    await this.start('origin', 'nginx', ['-c', conf, '-p', this.dir], { health: `${ORIGIN}/health` });
  }

  /** The registry's own PostgreSQL: `init` creates and starts it, `stop` and `start` take it away and back. */
  registryStore(action: 'init' | 'stop' | 'start') {
    const data = path.join(this.dir, 'registry-pg');
    if (action === 'init') {
      mkdirSync(data);
      if (process.getuid?.() === 0) chownSync(data, Number(runOrThrow('id', ['-u', 'postgres'])), Number(runOrThrow('id', ['-g', 'postgres'])));
      runOrThrow(...asPostgres(postgresBin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']));
    }
    if (action === 'stop') return void runOrThrow(...asPostgres(postgresBin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']));
    runOrThrow(
      ...asPostgres(postgresBin('pg_ctl'), [
        '-D',
        data,
        '-l',
        path.join(data, 'server.log'),
        '-w',
        '-o',
        `-p ${PORTS.registry} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ]),
    );
  }

  /** The registry's command, as a team's pipeline runs it; its output, or the refusal it printed. */
  registry(...args: string[]): string {
    const env = { REGISTRY_DATABASE_URL: this.registryUrl, STATIC_ORIGIN: ORIGIN, ORIGIN_DIR: path.join(this.dir, 'origin') };
    return runOrThrow('node', [path.join(root, 'registry', 'dist', 'cli.js'), ...args], env);
  }

  /** Like `registry`, for a command expected to be refused: its exit code and what it said. */
  registryRefusal(...args: string[]) {
    const env = { ...process.env, REGISTRY_DATABASE_URL: this.registryUrl, STATIC_ORIGIN: ORIGIN, ORIGIN_DIR: path.join(this.dir, 'origin') };
    const result = spawnSync('node', [path.join(root, 'registry', 'dist', 'cli.js'), ...args], { encoding: 'utf8', env });
    return { status: result.status, said: `${result.stdout}${result.stderr}` };
  }

  private publish(remote: string, version: string) {
    this.registry('publish', remote, version, '--build', path.join(releases, 'builds', remote, version));
  }

  private publishShell(version: string) {
    this.registry('publish-shell', version, '--build', path.join(releases, 'builds', 'shell', version, 'dist'));
  }

  private apiEnv(): NodeJS.ProcessEnv {
    // The payment sandbox stands in for the provider, which no machine here can reach: the API runs
    // outside NODE_ENV=production (which refuses the sandbox), on production's stores and processes.
    return {
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      PUBLIC_ORIGIN: SHOP,
      HOST: '127.0.0.1',
      SEED_PRODUCTS: '400',
      RATE_LIMIT_SCALE: '20',
      DRAIN_DELAY_MS: '2500',
      LOG_LEVEL: 'warn',
    };
  }

  /** Two instances of a team's renderer for one version, from its release folder. */
  async startRenderers(remote: string, version: string) {
    const folder = path.join(releases, 'renderers', `${remote}@${version}`);
    const ports = [this.nextRendererPort, this.nextRendererPort + 1];
    this.nextRendererPort += 2;
    await Promise.all(ports.map((port, index) => this.startRenderer(remote, version, index, port, folder)));
    this.renderers.set(
      `${remote}@${version}`,
      ports.map((port) => `http://127.0.0.1:${port}`),
    );
  }

  async startRenderer(remote: string, version: string, index: number, port: number, folder = path.join(releases, 'renderers', `${remote}@${version}`)) {
    await this.startScraped(`renderer-${remote}@${version}-${index + 1}`, `http://127.0.0.1:${port}/metrics`, ...command('renderer'), {
      cwd: folder,
      env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${PORTS.apiLb}`, RENDER_TOKEN: this.renderToken, DRAIN_DELAY_MS: '500' },
      health: `http://127.0.0.1:${port}/health/ready`,
    });
  }

  /** Edge `index` on the edge release built with shell `shellVersion`, its files on the origin. */
  async startEdge(index: number, shellVersion: string) {
    const port = PORTS.edges[index];
    const release = path.join(releases, `edge@${shellVersion}`);
    await this.startScraped(`edge-${index + 1}`, `http://127.0.0.1:${PORTS.edgeMetrics[index]}/metrics`, ...command('edge'), {
      cwd: release,
      env: {
        // The release folder is its own root: inside this checkout the edge would otherwise read the workspace's shell build.
        BOTTEGA_ROOT: release,
        NODE_ENV: 'production',
        EDGE_PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: SHOP,
        API_URL: `http://127.0.0.1:${PORTS.apiLb}`,
        RENDER_TOKEN: this.renderToken,
        REGISTRY_DATABASE_URL: this.registryUrl,
        STATIC_ORIGIN: ORIGIN,
        OVERRIDE_ORIGINS: ORIGIN,
        SHELL_ASSETS_URL: `${ORIGIN}/shell/${shellVersion}/`,
        TRUST_PROXY: '127.0.0.1',
        DRAIN_DELAY_MS: '2500',
        FRAGMENT_BUDGET_MS: '3000',
        LOG_LEVEL: 'warn',
        METRICS_PORT: String(PORTS.edgeMetrics[index]),
      },
      health: `http://127.0.0.1:${port}/health/ready`,
    });
  }

  /** Rolls edge `index` onto another shell build: it drains, exits, and its successor starts. */
  async restartEdge(index: number, shellVersion: string) {
    await this.stop(`edge-${index + 1}`);
    await this.startEdge(index, shellVersion);
    // The load balancer sends it requests again once two checks in a row see it ready.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  /** HAProxy: the shop's front door over the edges, and the API's inside the platform; both follow readiness. */
  private async loadBalancer() {
    const conf = path.join(this.dir, 'haproxy.cfg');
    // A check every 500 ms, three failed in a row to take a server out: one slow answer on a busy
    // machine must not empty the pool. The edges' drain delay outlasts the three.
    const servers = (ports: number[], prefix: string) => ports.map((port, index) => `  server ${prefix}${index + 1} 127.0.0.1:${port} check inter 500ms fall 3 rise 2`).join('\n');
    writeFileSync(
      conf,
      `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout check 2s
  timeout client 60s
  timeout server 60s
  # The edge drops a connection to the API idle for 4 s: anything between them keeps idle ones longer (docs/deploy.md).
  timeout http-keep-alive 10s
  retries 3
  option redispatch
  retry-on conn-failure empty-response
frontend shop
  bind 127.0.0.1:${PORTS.lb}
  bind [::1]:${PORTS.lb}
  default_backend edges
backend edges
  # Each request balanced on its own, as many load balancers and CDNs do: a page and its files may come
  # from different edges, the harshest case for a rolling deploy.
  option http-server-close
  option httpchk GET /health/ready
${servers(PORTS.edges, 'edge')}
frontend api
  bind 127.0.0.1:${PORTS.apiLb}
  default_backend apis
backend apis
  option httpchk GET /api/health/ready
${servers(PORTS.apis, 'api')}
`,
    );
    await this.start('haproxy', 'haproxy', ['-f', conf, '-db'], { health: `http://127.0.0.1:${PORTS.lb}/health/ready` });
  }

  async down() {
    // SIGTERM: nginx's master stops its workers, which a SIGKILL would leave holding the port.
    await Promise.all([...this.services.keys()].map((name) => this.stop(name)));
    spawnSync(...asPostgres(postgresBin('pg_ctl'), ['-D', path.join(this.dir, 'registry-pg'), '-m', 'immediate', 'stop']));
    spawnSync('psql', [process.env.TEST_DATABASE_URL!, '-c', `drop database if exists ${this.database} with (force)`]);
    // Each process's log stays with the run's results; the rest (the origin, the registry's database) goes.
    const logs = path.join(root, '.test-results', 'drill');
    rmSync(logs, { recursive: true, force: true });
    mkdirSync(logs, { recursive: true });
    for (const file of readdirSync(this.dir).filter((name) => name.endsWith('.log'))) copyFileSync(path.join(this.dir, file), path.join(logs, file));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
