// Deploys one remote without touching the shell:
//   node scripts/deploy-remote.mjs mf-cart [version]
// builds it into .cdn/mf-cart/<version>/ (renderer in server/) and points .cdn/registry.json at it.
import { spawnSync } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildRemote } from './lib.mjs';
import { DeployError, VERSION, cdnRoot, resolveRemote, root, updateRegistry, versionFolder } from './cdn-registry.mjs';

function defaultVersion(pkgVersion) {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const sha = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim();
  return [pkgVersion, stamp, sha].filter(Boolean).join('-');
}

async function verify(outDir, remote) {
  // The browser build and the server renderer are one deploy: a version never has one without the other.
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'fragments.json', 'server/renderer.js']) {
    if (!existsSync(path.join(outDir, file))) throw new DeployError(`the build has no ${file}; nothing was deployed`);
  }
  const manifest = JSON.parse(await fs.readFile(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  if (manifest.name !== remote.name) throw new DeployError(`the manifest names "${manifest.name}", expected "${remote.name}"; nothing was deployed`);
}

/** Moves the finished build into place in one rename, so the CDN never serves half a folder. */
async function publish(outDir, target) {
  if (existsSync(target)) {
    const replaced = path.join(path.dirname(target), `.replaced-${path.basename(target)}-${process.pid}`);
    await fs.rename(target, replaced);
    await fs.rename(outDir, target);
    await fs.rm(replaced, { recursive: true, force: true });
  } else {
    await fs.rename(outDir, target);
  }
}

async function main() {
  const [arg, requestedVersion] = process.argv.slice(2);
  const remote = await resolveRemote(arg);
  const remoteDir = path.join(root, remote.folder);
  const pkg = JSON.parse(readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  const version = requestedVersion ?? defaultVersion(pkg.version);
  if (!VERSION.test(version)) throw new DeployError(`invalid version "${version}": letters, digits, dot, dash, underscore`);

  const target = versionFolder(remote, version);
  // A dot folder: the CDN never serves it while the build is being written.
  const outDir = path.join(cdnRoot, remote.folder, `.building-${version}-${process.pid}`);
  await fs.mkdir(path.dirname(outDir), { recursive: true });
  try {
    console.log(`[deploy] building ${remote.folder} ${version}`);
    buildRemote(remoteDir, version, outDir, DeployError);
    await verify(outDir, remote);
    await publish(outDir, target);
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }

  const entry = remote.entryFor(version);
  const previous = await updateRegistry((registry, history) => {
    const before = registry.remotes[remote.name]?.entry ?? null;
    registry.remotes[remote.name] = { entry };
    const list = (history[remote.name] ??= []);
    if (list.at(-1)?.entry !== entry) list.push({ version, entry, deployedAt: new Date().toISOString() });
    return before;
  });
  console.log(`[deploy] ${remote.name} ${version} is live: ${entry}${previous && previous !== entry ? ` (was ${previous})` : ''}`);
}

main().catch((error) => {
  console.error(`[deploy] ${error instanceof DeployError ? error.message : error.stack}`);
  process.exit(1);
});
