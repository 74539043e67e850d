import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Issue 34 item 5: every path and ADR cited in a code comment or a document exists, so a reader lands where it says. */
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

/** An ADR's status: the lines between its title and its first section. */
const statusOf = (file: string) => readFileSync(path.join(root, file), 'utf8').split(/\n## /)[0].split('\n').slice(1).join(' ');
/** The ADR that a status names as what replaced it, or what it replaces: `superseded … by [0020]`, `supersedes … ADR 0019`. */
const SUCCESSOR = /\bsuperseded\b[^;]*?\bby\b[^;\d]*?(\d{4})/gi;
const REPLACED = /\b(?:supersedes|reverses)\b[^;\d]*?(\d{4})/gi;
const records = tracked.filter((file) => /^docs\/adr\/\d{4}-.*\.md$/.test(file));

test('every ADR a status line names as superseding or superseded is written, and each side says so', () => {
  const problems = records.flatMap((file) => {
    const own = path.basename(file).slice(0, 4);
    const status = statusOf(file);
    const successors = [...status.matchAll(SUCCESSOR)].map((match) => match[1]);
    const replaced = [...status.matchAll(REPLACED)].map((match) => match[1]);
    return [
      ...(/\bstatus\b/i.test(status) ? [] : [`${file}: no status line`]),
      ...[...successors, ...replaced].filter((adr) => !adrs.has(adr)).map((adr) => `${file}: ADR ${adr} is not written`),
      ...replaced
        .filter((adr) => adrs.has(adr))
        .filter((adr) => ![...statusOf(records.find((record) => path.basename(record).startsWith(adr))!).matchAll(SUCCESSOR)].some((match) => match[1] === own))
        .map((adr) => `docs/adr/${adr}: superseded by ${own} but its status does not say so`),
    ];
  });
  expect(problems).toEqual([]);
});
