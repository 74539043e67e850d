// `npm test`: type checks, lint, the unit, API and Playwright suites, the dev loop's start; then one
// line `N passed, N failed`. The API suite runs from the start beside the rest, on one of the two cores.
import { mkdirSync, readFileSync, existsSync, rmSync, openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { stripVTControlCharacters } from 'node:util';
import { buildAll, describeEnd, ended, ensureChromium, ensureDependencies, log, root, run } from './lib.mjs';

const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  log(name);
  try {
    run(command, args, { env });
    return true;
  } catch (error) {
    log(error.message);
    return false;
  }
}

function countJest(name, file, ok) {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`${name}: no results (the runner did not start)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  // A suite that fails to load has no failed tests but still fails.
  const broken = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed'));
  totals.failed += broken.length;
  if (!ok || report.numFailedTests || broken.length) failures.push(name);
}

function countPlaywright(file, shopLog, name = 'e2e') {
  if (!existsSync(file)) {
    totals.failed += 1;
    failures.push(`${name}: no results (Playwright did not start)`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  if (stats.unexpected) failures.push(name);
  // A journey that passed only on its retry counts as passed; its first failure is printed with the shop's warnings.
  for (const { spec, test } of specsOf(report.suites)) {
    if (test.status !== 'flaky' && test.status !== 'unexpected') continue;
    const first = test.results.find((result) => result.status !== 'passed');
    if (test.status === 'flaky') {
      const message =
        stripVTControlCharacters(first?.error?.message ?? first?.status ?? '')
          .split('\n')
          .find((line) => line.trim()) ?? '';
      console.log(`passed only on a retry: ${spec.file} › ${spec.title}: ${message.trim()}`);
    }
    const start = Date.parse(first.startTime);
    printShopWarnings(shopLog, `${spec.file} › ${spec.title}`, start, start + first.duration);
  }
}

/** The shop's warnings and errors logged during a journey's failed attempt: a server-side cause is otherwise only in the log. */
function printShopWarnings(shopLog, journey, from, to) {
  if (!existsSync(shopLog)) return;
  const MOST = 30;
  const lines = readFileSync(shopLog, 'utf8')
    .split('\n')
    .filter((line) => {
      const entry = /"level":(\d+),"time":(\d+)/.exec(line);
      return entry && Number(entry[1]) >= 40 && Number(entry[2]) >= from && Number(entry[2]) <= to;
    });
  if (!lines.length) return;
  console.log(`the shop's warnings during ${journey} (${lines.length}${lines.length > MOST ? `, the last ${MOST}` : ''}; all in ${path.relative(root, shopLog)}):`);
  for (const line of lines.slice(-MOST)) console.log(`  ${line}`);
}

/** Every spec of a Playwright JSON report with each of its tests (one per project). */
function specsOf(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []).flatMap((spec) => spec.tests.map((test) => ({ spec, test }))), ...specsOf(suite.suites)]);
}

try {
  ensureDependencies();
  ensureChromium();
} catch (error) {
  log(error.message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** Starts a suite in the background, its output kept in a log that is printed when it ends. */
function background(name, command, args) {
  log(`${name} (in the background; its output follows when it ends)`);
  const logFile = path.join(results, `${name.replace(/\W+/g, '-')}.log`);
  const output = openSync(logFile, 'w');
  return ended(spawn(command, args, { cwd: root, stdio: ['ignore', output, output] })).then((end) => {
    closeSync(output);
    log(`${name}, as it ran:`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    if (end.error) log(`${command} ${describeEnd(end)}`);
    return end.code === 0;
  });
}

/** `npm run dev` opens and its edge serves the home page: nothing else starts it, so a break would go unseen. */
async function devLoopOpens() {
  log('the development loop (npm run dev) opens');
  const child = spawn(process.execPath, ['scripts/dev.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const opened = new Promise((resolve) => {
    const read = (chunk) => {
      output += chunk;
      if (output.includes('is open at')) resolve(true);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void ended(child).then(() => resolve(false));
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, 600_000, false).unref());
  let ok = await Promise.race([opened, timeout]);
  if (ok)
    ok = await fetch('http://127.0.0.1:8080/it', { signal: AbortSignal.timeout(60_000) }).then(
      (response) => response.ok,
      () => false,
    );
  const exited = ended(child);
  child.kill('SIGTERM');
  await exited;
  if (!ok) process.stdout.write(output);
  return ok;
}

const apiFile = path.join(results, 'api.json');
const apiSuite = background('API tests', 'pnpm', ['--filter', '@bottega/api', 'exec', 'jest', '--ci', '--runInBand', '--json', `--outputFile=${apiFile}`]);

// Every package with a tsconfig: the unit suites' projects (jest.config.js), the API, the e2e suites and scripts' test.
const unitProjects = createRequire(import.meta.url)('../jest.config.js').projects.map((project) => project.replace('<rootDir>/', ''));
const packages = [...unitProjects, 'api', 'e2e', 'scripts'];
for (const pkg of packages) {
  if (step(`type-checking ${pkg}`, 'pnpm', ['exec', 'tsc', '--noEmit', '-p', pkg])) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(`typecheck ${pkg}`);
  }
}

// ESLint (with the import boundaries) then Prettier's check.
if (step('linting', 'pnpm', ['run', 'lint'])) totals.passed += 1;
else {
  totals.failed += 1;
  failures.push('lint');
}

const unitFile = path.join(results, 'unit.json');
countJest('unit', unitFile, step('unit tests', 'pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${unitFile}`]));

try {
  buildAll();
} catch (error) {
  log(error.message);
  totals.failed += 1;
  failures.push('build');
}
countJest('api', apiFile, await apiSuite);

// Alone, with nothing else running: it adds a remote to remotes.json and the workspace, and takes it out again.
const teamFile = path.join(results, 'adding-a-team.json');
countJest(
  'adding a team',
  teamFile,
  step('adding a team (docs/adding-a-team.md, with a throwaway remote)', 'pnpm', [
    'exec',
    'jest',
    '--ci',
    '--config',
    'scripts/jest.config.js',
    '--json',
    `--outputFile=${teamFile}`,
  ]),
);

if (!failures.includes('build')) {
  const e2eFile = path.join(results, 'e2e.json');
  const shopLog = path.join(results, 'e2e-shop.log');
  step('end-to-end tests (Chromium)', 'pnpm', ['--filter', '@bottega/e2e', 'exec', 'playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, E2E_SHOP_LOG: shopLog });
  countPlaywright(e2eFile, shopLog);
}

// The production drill (docs/deploy.md, "The drill") runs where .ci/run names a PostgreSQL and a Redis.
if (!failures.includes('build')) {
  if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
    const drillFile = path.join(results, 'drill.json');
    step(
      'the production drill (release folders behind HAProxy, in Chromium)',
      'pnpm',
      ['--filter', '@bottega/e2e', 'exec', 'playwright', 'test', '-c', 'topology/playwright.config.ts'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: drillFile,
      },
    );
    countPlaywright(drillFile, path.join(results, 'drill', 'edge-1.log'), 'drill');
  } else log('the production drill: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis, as .ci/run sets them)');
}

if (!failures.includes('build')) {
  if (await devLoopOpens()) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push('npm run dev');
  }
}

if (failures.length) log(`failed: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
