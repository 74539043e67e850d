// The local CDN's registry and deploy history, for deploy-remote.mjs and rollback-remote.mjs; the edge
// re-reads .cdn/registry.json on its next request, so a change is live without a restart.
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The same variables, with the same defaults, as edge/src/config.ts.
export const cdnRoot = path.resolve(root, process.env.CDN_DIR ?? '.cdn');
export const registryFile = path.resolve(root, process.env.REGISTRY_FILE ?? path.join(cdnRoot, 'registry.json'));
export const historyFile = path.join(path.dirname(registryFile), 'registry-history.json');
const environment = process.env.REGISTRY_ENV ?? 'local';
export const seedFile = process.env.REGISTRY_SEED ? path.resolve(root, process.env.REGISTRY_SEED) : path.join(root, 'shell', 'registry', `${environment}.json`);

export class DeployError extends Error {}

async function readJson(file) {
  const text = await fs.readFile(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DeployError(`${path.relative(root, file)} is not valid JSON (${error.message}): fix it, or delete it to start again from ${path.relative(root, seedFile)}`);
  }
}

/** The structural minimum both scripts rely on; the edge server applies the full zod schema. */
function assertRegistry(registry, file) {
  const ok = registry && typeof registry === 'object' && registry.remotes && typeof registry.remotes === 'object' && !Array.isArray(registry.remotes);
  if (!ok) throw new DeployError(`${path.relative(root, file)} has no "remotes" object`);
  return registry;
}

export async function readSeed() {
  return assertRegistry(await readJson(seedFile), seedFile);
}

/** Where the local CDN says it is up: its first site (every site answers once the process listens). */
export async function cdnHealthUrl() {
  const [{ entry }] = Object.values((await readSeed()).remotes);
  return new URL('/health', entry).href;
}

/** Accepts the folder name (mf-cart) or the federation name (mf_cart) of a remote the seed registry knows. */
export async function resolveRemote(arg) {
  const seed = await readSeed();
  const name = String(arg ?? '').replace(/-/g, '_');
  if (!arg || !(name in seed.remotes)) {
    throw new DeployError(
      `unknown remote "${arg ?? ''}"; one of: ${Object.keys(seed.remotes)
        .map((n) => n.replace(/_/g, '-'))
        .join(', ')}`,
    );
  }
  const seedEntry = seed.remotes[name].entry;
  // The seed's entry is <base>/<version>/mf-manifest.json: every version is published beside it.
  const base = new URL('../', seedEntry);
  return {
    name,
    folder: name.replace(/_/g, '-'),
    entryFor: (version) => new URL(`${encodeURIComponent(version)}/mf-manifest.json`, base).href,
  };
}

export const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function versionFolder(remote, version) {
  return path.join(cdnRoot, remote.folder, version);
}

async function writeJsonAtomic(file, value) {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(tmp, file);
}

/** Serialises registry updates: `npm start` may deploy several remotes at once. */
async function withLock(fn) {
  const lock = `${registryFile}.lock`;
  await fs.mkdir(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
      let alive = false;
      try {
        alive = holder > 0 && process.kill(holder, 0);
      } catch {
        alive = false;
      }
      // A lock left by a process that died is taken over rather than waited on.
      if (!alive) await fs.rm(lock, { force: true });
      else if (Date.now() > deadline) throw new DeployError(`registry is locked by process ${holder} (${lock})`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/** Reads the registry and history, lets `change` edit them, writes both back; a malformed registry is refused, never overwritten. */
export function updateRegistry(change) {
  return withLock(async () => {
    const registry = existsSync(registryFile) ? assertRegistry(await readJson(registryFile), registryFile) : await readSeed();
    const history = existsSync(historyFile) ? await readJson(historyFile) : {};
    const result = await change(registry, history);
    await writeJsonAtomic(historyFile, history);
    await writeJsonAtomic(registryFile, registry);
    return result;
  });
}
