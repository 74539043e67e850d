import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '../../remotes.json';

/** remotes.json names each team's remote once (issue 34 item 2): the `mf-*` folders are exactly the remotes it names. */
const root = path.resolve(__dirname, '../..');

test('the workspace holds every mf-* folder, and those are the remotes of remotes.json', () => {
  expect(readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')).toMatch(/^\s+- 'mf-\*'$/m);
  const folders = readdirSync(root).filter((folder) => folder.startsWith('mf-') && existsSync(path.join(root, folder, 'package.json')));
  expect(folders.sort()).toEqual(remotes.map((remote) => remote.folder).sort());
});

test.each(remotes)('$folder is a remote: its package, its exposed module, its renderer and the shared build', ({ folder }) => {
  const dir = path.join(root, folder);
  expect(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name).toBe(`@bottega/${folder}`);
  expect(existsSync(path.join(dir, 'src', 'expose.ts'))).toBe(true);
  expect(existsSync(path.join(dir, 'src', 'renderer.ts'))).toBe(true);
  expect(readFileSync(path.join(dir, 'webpack.config.js'), 'utf8')).toContain('remoteConfig({ dir: __dirname');
});

test('no two remotes share a name, a prefix or a port', () => {
  for (const key of ['folder', 'name', 'prefix', 'port'] as const) {
    expect(new Set(remotes.map((remote) => remote[key])).size).toBe(remotes.length);
  }
});
