// Builds the release folder of a production process under .releases/ (deploy/releases.json): what its
// image copies and what the drill starts, runnable with `node` alone, nothing of the workspace needed.
//   node scripts/release.mjs edge [shell version]         the edge, with the shell's build it serves
//   node scripts/release.mjs api                          the API: web, worker and migrate
//   node scripts/release.mjs renderer <remote> [version]  a team's renderer; its full build stays in .releases/builds/
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildRemote, ensureDependencies, log, remotes, root, run } from './lib.mjs';

export const releasesDir = path.join(root, '.releases');

/** `pnpm deploy` of one package, its dependencies injected rather than linked, so the folder runs anywhere. */
function deployPackage(name, folder) {
  rmSync(folder, { recursive: true, force: true });
  run('pnpm', ['--filter', name, 'deploy', '--prod', '--config.inject-workspace-packages=true', folder]);
}

/** Copies a build without its source maps: they stay with the build, never reach a public server. */
const copyWithoutMaps = (from, to) => cpSync(from, to, { recursive: true, filter: (file) => !file.endsWith('.map') });

/** The shell at `version` (.releases/builds/shell/<version>/): its browser files for the static origin, its page template and server render for the edge. */
export function releaseShell(version) {
  const build = path.join(releasesDir, 'builds', 'shell', version);
  log(`release: the shell ${version}`);
  rmSync(build, { recursive: true, force: true });
  run('pnpm', ['--filter', '@bottega/shell', 'build'], { env: { SHELL_VERSION: version, SHELL_OUT: build } });
  return build;
}

/** The edge, with the shell build it serves pages from (`shellVersion`). */
export function releaseEdge({ shellVersion = '1.0.0', out = path.join(releasesDir, 'edge') } = {}) {
  const shell = releaseShell(shellVersion);
  log(`release: the edge, with the shell ${shellVersion}`);
  run('pnpm', ['--filter', '@bottega/edge', 'build']);
  deployPackage('@bottega/edge', out);
  // The edge reads shell/dist (the page template, sw.js) and shell/dist-ssr from the folder it runs in.
  copyWithoutMaps(path.join(shell, 'dist'), path.join(out, 'shell', 'dist'));
  copyWithoutMaps(path.join(shell, 'dist-ssr'), path.join(out, 'shell', 'dist-ssr'));
  return out;
}

export function releaseApi() {
  log('release: the API');
  run('pnpm', ['--filter', '@bottega/api', 'build']);
  const folder = path.join(releasesDir, 'api');
  deployPackage('@bottega/api', folder);
  return folder;
}

/** A team's renderer at `version`: server/ and fragments.json of a build made into .releases/builds/<remote>/<version>/, or taken `from` one. */
export function releaseRenderer(remote, version, { out = path.join(releasesDir, 'renderers', remote), from } = {}) {
  if (!remotes.includes(remote)) throw new Error(`unknown remote "${remote}"; one of: ${remotes.join(', ')}`);
  const build = path.join(releasesDir, 'builds', remote, version);
  rmSync(build, { recursive: true, force: true });
  if (from) cpSync(from, build, { recursive: true });
  else {
    log(`release: ${remote} ${version}`);
    buildRemote(path.join(root, remote), version, build);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(path.join(build, 'server'), path.join(out, 'server'), { recursive: true });
  cpSync(path.join(build, 'fragments.json'), path.join(out, 'fragments.json'));
  return { build, folder: out };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [what, name, version] = process.argv.slice(2);
  try {
    ensureDependencies();
    if (what === 'edge') releaseEdge({ shellVersion: name });
    else if (what === 'api') releaseApi();
    else if (what === 'renderer') releaseRenderer(name, version ?? '1.0.0');
    else throw new Error('usage: node scripts/release.mjs edge [shell version] | api | renderer <remote> [version]');
  } catch (error) {
    log(error.message);
    process.exit(1);
  }
}
