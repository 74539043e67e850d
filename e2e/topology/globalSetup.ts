import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Makes the release folders the drill starts its processes from (prepare.mjs); DRILL_RELEASES=kept reuses the last ones. */
export default function globalSetup() {
  if (process.env.DRILL_RELEASES === 'kept') return;
  const result = spawnSync(process.execPath, [path.join(__dirname, 'prepare.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the drill's release folders could not be made (prepare.mjs exit ${result.status ?? result.signal})`);
}
