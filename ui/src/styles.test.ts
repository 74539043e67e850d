import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Development builds name classes `<team>__<local>` without a hash, so two CSS modules of this
// package that both define `.md` would style each other's elements.
describe('ui CSS modules', () => {
  it('define each class name in one file only', () => {
    const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.module.css'));
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of files) {
      const css = readFileSync(join(__dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const names = new Set([...css.matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((m) => m[1]));
      for (const keyframes of css.matchAll(/@keyframes\s+([\w-]+)/g)) names.add(keyframes[1]);
      for (const name of names) {
        const other = owner.get(name);
        if (other && other !== file) clashes.push(`${name}: ${other} and ${file}`);
        owner.set(name, file);
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(clashes).toEqual([]);
  });
});
