import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '../../remotes.json';

/**
 * remotes.json names each team's remote once (issue 34 item 2). What cannot read it, the workspace
 * list, must agree with it, and each remote it names must be a remote.
 */
const root = path.resolve(__dirname, '../..');

test('pnpm-workspace.yaml lists every remote of remotes.json, and no other mf- folder', () => {
  const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const listed = [...workspace.matchAll(/^\s+-\s+(mf-[\w-]+)\s*$/gm)].map((match) => match[1]);
  expect(listed.sort()).toEqual(remotes.map((remote) => remote.folder).sort());
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
