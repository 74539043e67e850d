import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 34 item 5: every file path and ADR a comment or a document cites exists, so a reader who
 * follows one lands where it says. Paths are read from comments in code and from whole documents.
 */
const root = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = [...new Set(tracked.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))].filter((folder) => !folder.startsWith('.'));

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const TEXT = /\.(?:md|ya?ml|css)$/;
/** A path under one of the workspace's folders, with its extension whole (`releases.json`, not `releases.js`). */
const CITED = new RegExp(
  `(?<![\\w./@-])((?:${folders.map((folder) => folder.replace(/[.-]/g, '\\$&')).join('|')})/[\\w./@-]*?\\.(?:tsx?|[cm]?js|json|md|css|ya?ml|sh|html))(?![\\w-])`,
  'g',
);
/** A path within a package: the citing file's own (`src/composition/PageSlot.tsx` in the shell), or every team's (`src/expose.ts` in the kit). */
const WITHIN = /(?<![\w./@-])((?:src|test|dev|server|icons)\/[\w./@-]*?\.(?:tsx?|[cm]?js|json|md|css|html))(?![\w-])/g;
/** What a build writes or a test makes up: not a file of the repository. */
const NOT_A_SOURCE = /\/(?:dist|dist-ssr|chunks|node_modules)\/|\/\d+\.\d+\.\d+\/|\/example\.|Example\.|\/server\/renderer\.js$/;
const ADR = /\b(?:ADR |docs\/adr\/|adr\/)(\d{4})\b/g;

/** The comments of a code file (`//` lines and `/* … *\/` blocks), where a path is a citation rather than code. */
const commentsOf = (code: string) => [...code.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g)].map((match) => match[0]).join('\n');

const adrs = new Set(tracked.filter((file) => file.startsWith('docs/adr/')).map((file) => path.basename(file).slice(0, 4)));

function citations(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return CODE.test(file) ? [commentsOf(source)] : [source];
}

const readable = tracked.filter((file) => (CODE.test(file) || TEXT.test(file)) && !file.endsWith('pnpm-lock.yaml'));

test('every path a comment or a document cites is a file of the repository', () => {
  const missing = readable.flatMap((file) => {
    const pkg = file.includes('/') && !file.startsWith('docs/') ? file.split('/')[0] : null;
    return citations(file)
      .flatMap((text) => [
        ...[...text.matchAll(CITED)].map((match) => match[1]),
        ...(pkg ? [...text.matchAll(WITHIN)].filter((match) => !folders.some((folder) => existsSync(path.join(root, folder, match[1])))).map((match) => `${pkg}/${match[1]}`) : []),
      ])
      .filter((cited) => !NOT_A_SOURCE.test(cited) && !existsSync(path.join(root, cited)))
      .map((cited) => `${file}: ${cited}`);
  });
  expect([...new Set(missing)]).toEqual([]);
});

test('every ADR a comment or a document names is written', () => {
  const missing = readable.flatMap((file) =>
    citations(file).flatMap((text) => [...text.matchAll(ADR)].filter((match) => !adrs.has(match[1])).map((match) => `${file}: ADR ${match[1]}`)),
  );
  expect([...new Set(missing)]).toEqual([]);
});
