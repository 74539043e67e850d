// `npm run dev`: the whole shop in watch mode, on the ports of `npm start` (docs/dev.md).
//   npm run dev               every remote, the shell and the API from their sources
//   npm run dev -- mf-cart    only the named remotes from source, the others from the local CDN
// Pages are drawn in the browser (SERVER_RENDERING=off), so no server renderer has to follow edits.
import { spawn } from 'node:child_process';
import { existsSync, promises as fs, watch } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describeEnd, ended, ensureDependencies, ensureRenderToken, log, remotes, root, run, start, supervise, waitFor } from './lib.mjs';
import { readSeed, registryFile } from './cdn-registry.mjs';

const EDGE_PORT = '8086';
const devDir = path.join(root, '.dev');
// A line per request would bury the compilers' messages: warnings and errors only, unless asked.
const logLevel = process.env.LOG_LEVEL ?? 'warn';

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !remotes.includes(name));
if (unknown.length > 0) {
  log(`unknown remote "${unknown[0]}"; one of: ${remotes.join(', ')}`);
  process.exit(1);
}
const fromSource = chosen.length > 0 ? chosen : remotes;

/** The dev shop's registries: the remotes from source at their dev servers, the others on the local CDN (the second file, the ports it serves). */
async function writeRegistries() {
  const seed = await readSeed();
  const deployed = existsSync(registryFile) ? JSON.parse(await fs.readFile(registryFile, 'utf8')) : { remotes: {} };
  const live = { remotes: {}, overrideOrigins: seed.overrideOrigins };
  const cdn = { remotes: {}, overrideOrigins: seed.overrideOrigins };
  for (const [name, { entry }] of Object.entries(seed.remotes)) {
    if (fromSource.includes(name.replace(/_/g, '-'))) {
      live.remotes[name] = { entry: new URL('/mf-manifest.json', entry).href };
    } else {
      const current = deployed.remotes[name]?.entry;
      if (!current) throw new Error(`${name} has no build on the local CDN: run \`npm start\` once, or \`node scripts/deploy-remote.mjs ${name.replace(/_/g, '-')}\``);
      live.remotes[name] = { entry: current };
      cdn.remotes[name] = { entry };
    }
  }
  await fs.mkdir(devDir, { recursive: true });
  await fs.writeFile(path.join(devDir, 'registry.json'), `${JSON.stringify(live, null, 2)}\n`);
  await fs.writeFile(path.join(devDir, 'cdn.json'), `${JSON.stringify(cdn, null, 2)}\n`);
}

/** `webpack serve` of one package's dev build (its webpack.config.js with `--env dev`), from the workspace's webpack-cli. */
function devServer(folder) {
  const cli = createRequire(path.join(root, folder, 'package.json')).resolve('webpack-cli/bin/cli.js');
  const args = [cli, 'serve', '--config', `${folder}/webpack.config.js`, '--mode', 'development', '--env', 'dev'];
  return start(folder, process.execPath, args, { EDGE_URL: `http://127.0.0.1:${EDGE_PORT}` });
}

const shop = supervise();

/** The API, rebuilt on every change of its sources and restarted; a failed build leaves the running one. */
function watchApi() {
  let restarting = false;
  const startApi = () => {
    const child = shop.add(start('api', 'node', ['api/dist/server.js'], { DATA_DIR: path.join(root, '.data', 'pglite'), PORT: '8090', LOG_LEVEL: logLevel }));
    void ended(child).then((end) => {
      if (!restarting && !shop.stopping()) log(`the API stopped (${describeEnd(end)}); it starts again at the next save of its sources`);
    });
    return child;
  };
  let api = startApi();
  let timer = null;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    const build = await ended(spawn('pnpm', ['--filter', '@bottega/api', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] }));
    if (build.code !== 0) {
      log(`${build.error ? `pnpm ${describeEnd(build)}` : 'the API does not compile (see above)'}: the running API is kept`);
    } else if (!shop.stopping()) {
      log('API rebuilt: restarting it');
      const old = api;
      restarting = true;
      // Its embedded database is one process's at a time: the new API starts once the old one is gone.
      const gone = ended(old);
      old.kill('SIGTERM');
      await gone;
      restarting = false;
      if (!shop.stopping()) api = startApi();
    }
    building = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  for (const folder of ['api/src', 'api/contract/src']) {
    watch(path.join(root, folder), { recursive: true }, (_event, file) => {
      if (!file || /\.test\.tsx?$/.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, 150);
    });
  }
}

try {
  ensureDependencies();
  await writeRegistries();
  log('building the API and the edge server');
  run('pnpm', ['--filter', '@bottega/api', 'build']);
  run('pnpm', ['--filter', '@bottega/edge', '--filter', '@bottega/local-cdn', 'build']);
  watchApi();
  const serverEnv = {
    EDGE_PORT,
    LOG_LEVEL: logLevel,
    SERVER_RENDERING: 'off',
    SHELL_DIST: 'shell/dist-dev',
    REGISTRY_FILE: path.join(devDir, 'registry.json'),
    REGISTRY_SEED: path.join(devDir, 'cdn.json'),
  };
  // With every remote from source the local CDN has no site, and would end at once, taking the shop with it.
  if (fromSource.length < remotes.length) {
    ensureRenderToken();
    shop.keep(start('cdn', 'node', ['local-cdn/dist/main.js'], serverEnv));
  }
  shop.keep(start('edge', 'node', ['edge/dist/main.js'], serverEnv));
  for (const remote of fromSource) shop.keep(devServer(remote));
  shop.keep(devServer('shell'));
  await waitFor('http://127.0.0.1:8090/api/health', 600_000);
  await waitFor('http://127.0.0.1:8080/api/health', 300_000);
  log(`Bottega (dev: ${fromSource.join(', ')} from source) is open at http://localhost:8080/it`);
} catch (error) {
  log(error.message);
  shop.stop(1);
}
