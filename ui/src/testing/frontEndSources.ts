import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remotes } from '../../../remotes.json';

const root = resolve(__dirname, '../../..');
const FRONT_END = ['ui', 'shell', ...remotes.map((remote) => remote.folder)];

/** Every stylesheet and script of the front-end packages, tests left out, by path from the repository root. */
export function frontEndSources(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const pkg of FRONT_END) {
    const src = join(root, pkg, 'src');
    for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(css|tsx?)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      files[`${pkg}/src/${file}`] = readFileSync(join(src, file), 'utf8');
    }
  }
  return files;
}
