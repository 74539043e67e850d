import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** No import cycle, type-only imports included, within or across packages (docs/adr/0039-import-cycles-checked-by-a-test.md). */
const root = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
/** The modules that can be imported: every TypeScript file but the tests, whose own imports close no circle. */
const modules = tracked.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts') && existsSync(path.join(root, file)));
const packages = new Map(
  tracked
    .filter((file) => file.endsWith('/package.json') && !file.includes('node_modules'))
    .map((file) => {
      const manifest = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
      return [manifest.name as string, { dir: path.dirname(file), exports: manifest.exports as Record<string, string | Record<string, string>> | undefined }];
    }),
);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file an import names: a relative path, or a workspace package's export; null for anything else. */
function resolve(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else {
    const name = specifier.split('/').slice(0, 2).join('/');
    const pkg = packages.get(name);
    if (!pkg) return null;
    const subpath = `.${specifier.slice(name.length)}`;
    const target = pkg.exports?.[subpath];
    const file = typeof target === 'string' ? target : (target?.default ?? subpath);
    base = path.join(pkg.dir, file);
  }
  return EXTENSIONS.map((extension) => base + extension).find((file) => modules.includes(file)) ?? null;
}

/** Every cycle of the import graph, each as the files around it; `overrides` gives files other text. */
export function importCycles(overrides: Record<string, string> = {}): string[][] {
  const edges = new Map(
    modules.map((file) => {
      const text = overrides[file] ?? readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)].map((match) => resolve(match[1] ?? match[2], file)).filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
  // Tarjan's strongly connected components: a component of two or more files, or a file importing itself, is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file)!.includes(file)) cycles.push(component.sort());
  };
  for (const file of modules) if (!index.has(file)) visit(file);
  return cycles;
}

const withImport = (file: string, line: string) => ({ [file]: `${line}\n${readFileSync(path.join(root, file), 'utf8')}` });

test('no module imports itself through others', () => {
  expect(importCycles()).toEqual([]);
});

test('a value import that closes a circle is named with the files around it', () => {
  expect(importCycles(withImport('api/src/httpError.ts', "import { buildApp } from './app';"))).toEqual([expect.arrayContaining(['api/src/app.ts', 'api/src/httpError.ts'])]);
});

test('a type-only import that closes a circle counts too', () => {
  expect(importCycles(withImport('api/src/appDeps.ts', "import type { BuildAppOptions } from './app';"))).toEqual([
    expect.arrayContaining(['api/src/app.ts', 'api/src/appDeps.ts']),
  ]);
});

test('a circle between packages is found through their exports', () => {
  expect(importCycles(withImport('api/contract/src/locale.ts', "import type { ProxyTrust } from '@bottega/server-kit';"))).toEqual([
    expect.arrayContaining(['api/contract/src/locale.ts', 'server-kit/src/index.ts']),
  ]);
});
