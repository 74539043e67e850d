import { createHash, randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { filesOf, issuesOf, manifestSchema, parseFragments } from './manifest';
import { RegistryRefusal } from './types';

/** The static origin: every published version's browser files under `<folder>/<version>/`, immutable, so browsers may cache them for a year (docs/adr/0023-production-topology.md). */

export const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** Remotes are named as the shell's registry names them (mf_cart), or by their folder (mf-cart). */
const REMOTE = /^mf[-_][a-z]+$/;

export interface Remote {
  /** The federation name, the registry's key: mf_cart. */
  name: string;
  /** The folder on the origin and in the repository: mf-cart. */
  folder: string;
}

export function parseRemote(value: string): Remote {
  if (!REMOTE.test(value)) throw new RegistryRefusal(`"${value}" is not a remote: give its folder (mf-cart) or its federation name (mf_cart)`);
  return { name: value.replace('-', '_'), folder: value.replace('_', '-') };
}

export function checkVersion(version: string): string {
  if (!VERSION.test(version)) throw new RegistryRefusal(`"${version}" is not a version: 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit`);
  return version;
}

/** Server bundles and source maps stay out of the origin: they are not for browsers to read. */
function isPublic(relative: string): boolean {
  return !relative.startsWith('server/') && !relative.endsWith('.map');
}

async function listFiles(dir: string, under = ''): Promise<string[]> {
  const files: string[] = [];
  for (const item of await fs.readdir(path.join(dir, under), { withFileTypes: true })) {
    const relative = under ? `${under}/${item.name}` : item.name;
    if (item.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (item.isFile()) files.push(relative);
  }
  return files.sort();
}

async function hashOf(file: string): Promise<string> {
  return createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');
}

/** The first difference between two folders, or null when they hold the same files with the same bytes. */
async function firstDifference(a: string, b: string): Promise<string | null> {
  const [filesA, filesB] = await Promise.all([listFiles(a), listFiles(b)]);
  const onlyA = filesA.find((file) => !filesB.includes(file));
  if (onlyA) return `${onlyA} is only in the new build`;
  const onlyB = filesB.find((file) => !filesA.includes(file));
  if (onlyB) return `${onlyB} is only in the published folder`;
  for (const file of filesA) {
    if ((await hashOf(path.join(a, file))) !== (await hashOf(path.join(b, file)))) return `${file} differs`;
  }
  return null;
}

export interface PublishResult {
  folder: string;
  files: number;
  /** False when the same build was already there: a re-run of a pipeline step is not an error. */
  copied: boolean;
}

/**
 * Copies a build into `<originDir>/<under>/<version>/` in one rename from a dot folder, so no half version
 * is ever served. A version is immutable: the same bytes again are accepted, different ones refused.
 */
async function publishFolder({
  buildDir,
  originDir,
  under,
  version,
  keep,
}: {
  buildDir: string;
  originDir: string;
  under: string;
  version: string;
  keep: (file: string) => boolean;
}): Promise<PublishResult> {
  checkVersion(version);
  const parent = path.join(originDir, under);
  const target = path.join(parent, version);
  const files = (await listFiles(buildDir)).filter(keep);
  await fs.mkdir(parent, { recursive: true });
  const staging = path.join(parent, `.publishing-${version}-${randomBytes(4).toString('hex')}`);
  try {
    for (const file of files) {
      await fs.mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await fs.copyFile(path.join(buildDir, file), path.join(staging, file));
    }
    if (!existsSync(target)) {
      try {
        await fs.rename(staging, target);
        return { folder: target, files: files.length, copied: true };
      } catch (error) {
        // Another publish of the same version won the rename: compare with what it wrote.
        if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      }
    }
    const difference = await firstDifference(staging, target);
    if (difference)
      throw new RegistryRefusal(`${under}/${version} is already published with other files (${difference}); a version never changes: publish the build under a new version`);
    return { folder: target, files: files.length, copied: false };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    throw new RegistryRefusal(`the build has no ${what} (${file}); is it a remote's build folder?`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RegistryRefusal(`the build's ${what} is not JSON`);
  }
}

/** Publishes a remote's browser build, checked first as the deploy will check the origin: a valid manifest naming this remote, and every file it names. */
export async function publish({
  buildDir,
  originDir,
  remoteFolder,
  version,
}: {
  buildDir: string;
  originDir: string;
  remoteFolder: string;
  version: string;
}): Promise<PublishResult> {
  const remote = parseRemote(remoteFolder);
  checkVersion(version);
  const parsed = manifestSchema.safeParse(await readJson(path.join(buildDir, 'mf-manifest.json'), 'mf-manifest.json'));
  if (!parsed.success) throw new RegistryRefusal(`the build's manifest fails its schema: ${issuesOf(parsed.error)}`);
  if (parsed.data.name !== remote.name) throw new RegistryRefusal(`the build's manifest names remote ${parsed.data.name}, expected ${remote.name}`);
  const fragments = parseFragments(await readJson(path.join(buildDir, 'fragments.json'), 'fragments.json'));
  if (fragments.error !== undefined) throw new RegistryRefusal(`the build's fragments.json fails its schema: ${fragments.error}`);
  const missing = filesOf(parsed.data, fragments.fragments).filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length) throw new RegistryRefusal(`the build lacks files its manifest names: ${missing.join(', ')}`);
  return publishFolder({ buildDir, originDir, under: remote.folder, version, keep: isPublic });
}

/** Publishes the shell's browser files under `shell/<version>/`; index.html stays out, as the edge writes every page. */
export async function publishShell({ buildDir, originDir, version }: { buildDir: string; originDir: string; version: string }): Promise<PublishResult> {
  checkVersion(version);
  if (!existsSync(path.join(buildDir, 'main.js'))) throw new RegistryRefusal(`the build has no main.js (${buildDir}); is it the shell's dist folder?`);
  return publishFolder({ buildDir, originDir, under: 'shell', version, keep: (file) => isPublic(file) && file !== 'index.html' });
}

const FETCH_TIMEOUT_MS = 5_000;
const CONCURRENCY = 6;

/** Whether a file answers at the origin: HEAD, or GET where the server does not do HEAD. */
async function answers(url: string): Promise<boolean> {
  try {
    let response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.status === 405 || response.status === 501) {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      await response.body?.cancel();
    }
    return response.ok;
  } catch {
    return false;
  }
}

/** fetch says only "fetch failed": the cause (ECONNREFUSED, a timeout) is what an operator can act on. */
export function reasonOf(error: unknown): string {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  return cause?.code ?? cause?.message ?? message;
}

async function fetchJson(url: string, what: string): Promise<{ status: number; json?: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    throw new RegistryRefusal(`the static origin did not answer for ${url} (${reasonOf(error)})`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { status: response.status };
  }
  try {
    return { status: response.status, json: await response.json() };
  } catch {
    throw new RegistryRefusal(`${what} at ${url} is not JSON`);
  }
}

export interface Published {
  /** The manifest's address: the registry entry a deploy writes. */
  entry: string;
  files: string[];
}

/** Checks a version is on the origin, whole, before the registry may point at it: a valid manifest, files beside it, each one answering. */
export async function checkPublished({ origin, remoteFolder, version }: { origin: string; remoteFolder: string; version: string }): Promise<Published> {
  const remote = parseRemote(remoteFolder);
  checkVersion(version);
  const folder = new URL(`${remote.folder}/${version}/`, origin.endsWith('/') ? origin : `${origin}/`).href;
  const entry = new URL('mf-manifest.json', folder).href;

  const manifestAnswer = await fetchJson(entry, 'the manifest');
  if (manifestAnswer.json === undefined) throw new RegistryRefusal(`${remote.folder} ${version} is not published: ${entry} answered ${manifestAnswer.status}`);
  const parsed = manifestSchema.safeParse(manifestAnswer.json);
  if (!parsed.success) throw new RegistryRefusal(`${remote.folder} ${version}: manifest fails its schema: ${issuesOf(parsed.error)}`);
  const manifest = parsed.data;
  if (manifest.name !== remote.name) throw new RegistryRefusal(`${remote.folder} ${version}: the manifest names remote ${manifest.name}, expected ${remote.name}`);
  // With publicPath 'auto' the files load beside the manifest; any other must be this folder, or the check
  // below would prove files a page never loads (getPublicPath runs in the browser: not checked here).
  const { publicPath } = manifest.metaData;
  if (publicPath !== undefined && publicPath !== 'auto' && new URL(publicPath, entry).href !== folder) {
    throw new RegistryRefusal(`${remote.folder} ${version}: the manifest's publicPath ${publicPath} is not its own folder ${folder}; build it with publicPath 'auto'`);
  }

  const fragmentsUrl = new URL('fragments.json', folder).href;
  const fragmentsAnswer = await fetchJson(fragmentsUrl, 'fragments.json');
  if (fragmentsAnswer.json === undefined) throw new RegistryRefusal(`${remote.folder} ${version} is missing files at the origin: fragments.json (${fragmentsAnswer.status})`);
  const fragments = parseFragments(fragmentsAnswer.json);
  if (fragments.error !== undefined) throw new RegistryRefusal(`${remote.folder} ${version}: fragments.json fails its schema: ${fragments.error}`);

  const files = filesOf(manifest, fragments.fragments);
  const missing: string[] = [];
  const queue = files.filter((file) => file !== 'mf-manifest.json' && file !== 'fragments.json');
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        if (!(await answers(new URL(file, folder).href))) missing.push(file);
      }
    }),
  );
  if (missing.length) throw new RegistryRefusal(`${remote.folder} ${version} is missing files at the origin ${folder}: ${missing.sort().join(', ')}`);
  return { entry, files };
}
