import { existsSync } from 'node:fs';
import path from 'node:path';
import { releases, remotes, repoRoot } from './table';

const releasesDir = path.join(repoRoot, '.releases');
const built = existsSync(releasesDir);
if (!built) console.warn(`${releasesDir} has not been built (node scripts/release.mjs): the table's commands are not checked against the release folders`);

/** Each process of the table with each folder it runs in: a renderer's once per team. */
const processes = Object.entries(releases).flatMap(([name, release]) =>
  (release.folder.includes('<remote>') ? remotes.map((remote) => release.folder.replace('<remote>', remote)) : [release.folder]).map(
    (folder) => [name, folder, release.command] as const,
  ),
);

it('runs every process with node alone, on a file inside its release folder', () => {
  for (const [, folder, command] of processes) {
    expect(command).toHaveLength(2);
    expect(command[0]).toBe('node');
    expect(path.join(folder, command[1]).startsWith(`${folder}/`)).toBe(true);
  }
});

/** The release folders built on this machine (each is built on its own: `node scripts/release.mjs <name>`). */
const present = processes.filter(([, folder]) => existsSync(path.join(releasesDir, folder)));
(present.length > 0 ? it.each(present) : it.skip.each(processes))("%s: .releases/%s holds the file of the table's command", (_name, folder, command) => {
  expect(existsSync(path.join(releasesDir, folder, command[1]))).toBe(true);
});
