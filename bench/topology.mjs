// The production topology's budgets (docs/architecture.md §5, issue 30): seconds from a deploy (and a
// rollback) to both edges composing with the new version, requests lost while both edges restart
// onto a new shell build, and the errors a shopper saw, measured by the drill (e2e/topology) over
// `--runs` runs, with the load average beside them; never asserts.
//   after a build (npm start or npm test), with PostgreSQL and Redis:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 node bench/topology.mjs [--runs 3]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 3);
if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
  console.error('the drill runs on PostgreSQL and Redis: set TEST_DATABASE_URL and TEST_REDIS_URL');
  process.exit(1);
}

const load = () => os.loadavg()[0].toFixed(2);
const seconds = (values) => values.map((value) => value.toFixed(2)).join(', ');
for (let run = 1; run <= runs; run += 1) {
  const loadBefore = load();
  // The release folders are made once; the later runs start from the same ones.
  const env = { ...process.env, ...(run > 1 && { DRILL_RELEASES: 'kept' }) };
  const drill = spawnSync('pnpm', ['--filter', '@bottega/e2e', 'exec', 'playwright', 'test', '-c', 'topology/playwright.config.ts', '--reporter', 'dot'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (drill.status !== 0) {
    console.log(`run ${run}: the drill failed (exit ${drill.status}); its output:\n${drill.stdout}${drill.stderr}`);
    continue;
  }
  const figures = JSON.parse(readFileSync(path.join(root, '.test-results', 'drill-figures.json'), 'utf8'));
  console.log(
    `run ${run}: deploy → both edges ${seconds(figures.deploySecondsToBothEdges)} s · rollback → both edges ${seconds(figures.rollbackSecondsToBothEdges)} s · ` +
      `requests lost in the rolling restarts ${figures.requestsLostDuringRestarts.length} of ${figures.requestsDuringRestarts} · errors shoppers saw ${figures.errorsShoppersSaw.length} · ` +
      `load average ${loadBefore} before, ${load()} after (budgets: ≤ 5 s, 0, 0)`,
  );
}
