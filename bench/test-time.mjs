// How long `npm test` takes a newcomer: a fresh clone of this checkout's HEAD (no node_modules, no
// build, no caches of the project's own), run as CI runs it, timed as a whole and per step.
//   node bench/test-time.mjs [--keep]
// Prints the wall time of each step `npm test` announces, the total, its closing line, and the load
// average before and after. Never asserted: a shared 2-core machine is noisy.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clone = path.join(mkdtempSync(path.join(tmpdir(), 'bottega-test-time-')), 'bottega');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

execFileSync('git', ['clone', '--quiet', root, clone]);
console.log(`fresh clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()} in ${clone}; load average ${load()}`);

const started = Date.now();
let stepStarted = started;
let stepName = 'setting up';
const steps = [];
let closing = '';
const child = spawn('bash', ['.ci/run'], { cwd: clone, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
let buffered = '';
child.stdout.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\n');
  buffered = lines.pop();
  for (const line of lines) {
    // The steps `npm test` announces, e.g. "[bottega] unit tests" (ANSI bold around the tag).
    const step = /\[bottega\]\S*\s+(.*)$/.exec(line)?.[1];
    if (step && !step.includes(', as it ran:')) {
      steps.push([stepName, Date.now() - stepStarted]);
      stepName = step;
      stepStarted = Date.now();
    }
    if (/^\d+ passed, \d+ failed/.test(line)) closing = line;
    // A journey that passed only on its retry, with what failed first (scripts/test.mjs).
    if (line.includes('passed only on a retry:')) console.log(line.replace(/^.*?passed only on a retry:/, 'passed only on a retry:'));
  }
});
child.stderr.resume();
const code = await new Promise((resolve) => child.once('exit', resolve));
steps.push([stepName, Date.now() - stepStarted]);

for (const [name, ms] of steps) console.log(`${seconds(ms).padStart(6)}  ${name}`);
console.log(`total ${seconds(Date.now() - started)} (exit ${code}): ${closing}; load average after ${load()}`);
if (!process.argv.includes('--keep')) rmSync(path.dirname(clone), { recursive: true, force: true });
