// Points a remote back at the version deployed before the current one, in the registry only:
//   node scripts/rollback-remote.mjs mf-cart
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DeployError, resolveRemote, root, updateRegistry, versionFolder } from './cdn-registry.mjs';

async function main() {
  const remote = await resolveRemote(process.argv[2]);
  const { from, to } = await updateRegistry((registry, history) => {
    const list = history[remote.name] ?? [];
    if (list.length < 2) throw new DeployError(`${remote.name} has no earlier deploy to roll back to (history: ${list.map((d) => d.version).join(', ') || 'empty'})`);
    const previous = list.at(-2);
    const folder = versionFolder(remote, previous.version);
    if (!existsSync(path.join(folder, 'mf-manifest.json'))) throw new DeployError(`${path.relative(root, folder)} is no longer on the CDN; deploy it again instead`);
    const current = list.pop();
    registry.remotes[remote.name] = { entry: previous.entry };
    return { from: current, to: previous };
  });
  console.log(`[rollback] ${remote.name} is back on ${to.version}: ${to.entry} (was ${from.version})`);
}

main().catch((error) => {
  console.error(`[rollback] ${error instanceof DeployError ? error.message : error.stack}`);
  process.exit(1);
});
