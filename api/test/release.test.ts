import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const api = path.join(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8')) as { files: string[]; dependencies: Record<string, string> };
/** The workspace packages the API compiles into its dist (.swcrc), by the import specifiers that load them. */
const COMPILED_IN: Record<string, string[]> = {
  '@bottega/api-contract': ['@bottega/api-contract'],
  '@bottega/server-kit': ['@bottega/server-kit'],
  '@bottega/telemetry': ['@bottega/telemetry/*'],
};
const fromRegistry = Object.keys(manifest.dependencies).filter((name) => !manifest.dependencies[name].startsWith('workspace:'));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The packages a file loads when it runs: its value imports and dynamic imports, not its type-only ones. */
function packagesLoaded(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'|^import '([^']+)'|import\('([^']+)'\)/gm)].map(
    (match) => match[1] ?? match[2] ?? match[3],
  );
  return specifiers
    .filter((specifier) => !specifier.startsWith('.'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );
}

describe('the API release folder (pnpm deploy --prod)', () => {
  it('holds the build alone, and the build loads only Node, its own files and the production dependencies', () => {
    expect(manifest.files).toEqual(['dist']);
    const allowed = new Set([...builtinModules.map((name) => `node:${name}`), ...fromRegistry, ...Object.keys(COMPILED_IN)]);
    const compiled = [path.join(api, 'src'), path.join(api, 'contract', 'src'), path.join(api, '..', 'server-kit', 'src'), path.join(api, '..', 'telemetry', 'src')];
    const strays = compiled.flatMap(sources).flatMap((file) =>
      packagesLoaded(file)
        .filter((name) => !allowed.has(name))
        .map((name) => `${path.relative(api, file)}: ${name}`),
    );
    expect(strays).toEqual([]);
    const swc = JSON.parse(readFileSync(path.join(api, '.swcrc'), 'utf8')) as { jsc: { paths: Record<string, string[]> } };
    expect(Object.keys(swc.jsc.paths).sort()).toEqual(Object.values(COMPILED_IN).flat().sort());
  });
});
