// The shopper's browser, for the page benchmarks: Debian's Chromium with the flags this machine needs.
//
// On a real visit the browser runs on the shopper's device and the shop on its servers. Here both share
// one machine, and left to the scheduler Chromium's processes take every core just when the edge and
// the teams' renderers draw the page: slots then miss their server budget because of the benchmark
// itself (docs/benchmarks.md, "The browser and the shop on one machine"). So on a machine with two
// or more cores the browser is confined to the last one, leaving the others to the shop.
// BROWSER_CPU=any measures the old way; BROWSER_CPU=<n> picks the core.
import { execFileSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function hasTaskset() {
  try {
    execFileSync('taskset', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The core the browser runs on, or null when it may run anywhere. */
export function browserCpu() {
  const asked = process.env.BROWSER_CPU;
  if (asked === 'any' || os.availableParallelism() < 2 || !hasTaskset()) return null;
  return asked === undefined ? os.availableParallelism() - 1 : Number(asked);
}

/** The executable to launch: Chromium itself, or a wrapper that starts it (and so all its processes) on its core. */
export function browserExecutable() {
  const cpu = browserCpu();
  if (cpu === null) return chromium;
  const wrapper = path.join(os.tmpdir(), `bottega-chromium-on-cpu-${cpu}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${cpu} ${JSON.stringify(chromium)} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

/** The machine as the figures met it: its load average and where the browser ran. */
export function machineNote() {
  const cpu = browserCpu();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `machine: ${os.availableParallelism()} cores, load average ${load} (1, 5, 15 min), ${cpu === null ? 'browser on any core' : `browser on core ${cpu}`}`;
}
