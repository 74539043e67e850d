import { randomBytes } from 'node:crypto';
import { mkdirSync, promises as fs, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

/** The machine's PostgreSQL, when the run has one: suites that need it skip without it. */
export const databaseUrl = process.env.TEST_DATABASE_URL;

export function randomSchema(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export async function sql(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export function dropSchema(schema: string) {
  return sql(`drop schema if exists "${schema}" cascade`);
}

export function collectingLog() {
  const warnings: string[] = [];
  return { warnings, log: { info: () => undefined, warn: (obj: object, msg: string) => void warnings.push(`${msg} ${JSON.stringify(obj)}`) } };
}

const assets = (js: string[], css: string[] = []) => ({ js: { sync: js.slice(0, 1), async: js.slice(1) }, css: { sync: [], async: css } });

/** A manifest shaped as @module-federation/enhanced 2.9 writes one (.cdn/<remote>/<version>/mf-manifest.json). */
export function manifestOf(name: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: `@bottega/${name.replace('_', '-')}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [{ id: `${name}:react`, name: 'react', version: '19.3.1', singleton: true, requiredVersion: '19.3.1', assets: assets(['chunks/923.89df3c0a2e.js']), fallback: '' }],
    remotes: [],
    exposes: [
      {
        id: `${name}:expose`,
        name: 'expose',
        path: './expose',
        assets: assets(['chunks/__federation_expose_expose.20e7ba619e.js', 'chunks/fragment-CartPage.d8eb0dd2a4.js'], ['chunks/fragment-CartPage.4951c3fd59.css']),
      },
    ],
  };
}

/** The files the build below names in its manifest and fragments.json: what a page may ask for. */
export const NAMED_FILES = [
  'chunks/923.89df3c0a2e.js',
  'chunks/__federation_expose_expose.20e7ba619e.js',
  'chunks/design-system.3a423172a6.css',
  'chunks/fragment-CartPage.4951c3fd59.css',
  'chunks/fragment-CartPage.d8eb0dd2a4.js',
  'fragments.json',
  'mf-manifest.json',
  'remoteEntry.js',
];

/** A remote's build folder as webpack leaves it: browser files, their maps and brotli copies, and server/. */
export function writeBuild(dir: string, name = 'mf_cart', { manifest = manifestOf(name) as unknown, marker = 'one' } = {}): string {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'mf-stats.json': '{}',
    'remoteEntry.js': `/* ${marker} */`,
    'remoteEntry.js.br': 'br',
    'remoteEntry.js.map': '{}',
    'chunks/923.89df3c0a2e.js': 'react',
    'chunks/923.89df3c0a2e.js.map': '{}',
    'chunks/__federation_expose_expose.20e7ba619e.js': 'expose',
    'chunks/fragment-CartPage.d8eb0dd2a4.js': 'cart page',
    'chunks/fragment-CartPage.4951c3fd59.css': '.cart__page{}',
    'chunks/design-system.3a423172a6.css': ':root{}',
    'fragments.json': JSON.stringify({
      CartPage: { css: ['chunks/design-system.3a423172a6.css', 'chunks/fragment-CartPage.4951c3fd59.css'], js: ['chunks/fragment-CartPage.d8eb0dd2a4.js'] },
    }),
    'server/renderer.js': 'module.exports = {}',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export interface TestServer {
  origin: string;
  close(): Promise<void>;
}

function listen(server: http.Server | net.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`)));
}

/** A static origin over a folder, as small as can be: GET and HEAD, 404 for anything not a file. */
export async function staticServer(root: string, { head = true } = {}): Promise<TestServer> {
  const server = http.createServer(async (request, response) => {
    if (request.method === 'HEAD' && !head) return void response.writeHead(405).end();
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const body = await fs.readFile(file).catch(() => null);
    if (!file.startsWith(root) || body === null) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-length': body.length }).end(request.method === 'HEAD' ? undefined : body);
  });
  const origin = await listen(server);
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** An HTTP server answering every request with one status: a renderer's /health/ready. */
export async function statusServer(status: number): Promise<TestServer & { paths: string[] }> {
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    paths.push(request.url ?? '');
    response.writeHead(status).end();
  });
  const origin = await listen(server);
  return { origin, paths, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A TCP proxy to PostgreSQL that a test can cut: connections dropped and refused until `restore`. */
export async function tcpProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const port = (await listen(server)).split(':').at(-1);
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.href,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A server that accepts connections and never says a word: a store that hangs. */
export async function silentServer(): Promise<TestServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const origin = await listen(server);
  return {
    origin,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
