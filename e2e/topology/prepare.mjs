// The drill's release folders (scripts/release.mjs), made before its processes start: the edge on
// shell 1.0.0 and on shell 2.0.0, the API, each team's renderer at 1.0.0 and the catalog's at 2.0.0,
// and the registry's command. The local CDN's 1.0.0 builds are taken when there are some: `npm test`
// and `npm start` make them from the same sources just before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureLoadBalancer, log, remotes, root, run } from '../../scripts/lib.mjs';
import { releaseApi, releaseEdge, releaseRenderer, releasesDir } from '../../scripts/release.mjs';

ensureLoadBalancer();
run('pnpm', ['--filter', '@bottega/registry', 'build']);
for (const remote of remotes) {
  const built = path.join(root, '.cdn', remote, '1.0.0');
  releaseRenderer(remote, '1.0.0', {
    out: path.join(releasesDir, 'renderers', `${remote}@1.0.0`),
    from: existsSync(path.join(built, 'server', 'renderer.js')) ? built : undefined,
  });
}
releaseRenderer('mf-catalog', '2.0.0', { out: path.join(releasesDir, 'renderers', 'mf-catalog@2.0.0') });
for (const shellVersion of ['1.0.0', '2.0.0']) releaseEdge({ shellVersion, out: path.join(releasesDir, `edge@${shellVersion}`) });
releaseApi();
log('the release folders of the drill are ready');
