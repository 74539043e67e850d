// Per workspace package: the share of source lines that are comments, and the comment blocks longer
// than 3 lines, so a pass over the comments is measured before and after (issue 34, item 5).
// Usage: node scripts/comment-ratio.mjs [--json] [folder…]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SLASHES = /\.(?:[cm]?[jt]sx?|css)$/;
const HASHES = /(?:\.(?:ya?ml|sh)|(?:^|\/)Dockerfile[\w.-]*|\.dockerignore)$/;
/** What a build or a package manager writes: not source a reader maintains. */
const GENERATED = /(?:^|\/)(?:dist|dist-ssr|node_modules|\.cdn|coverage)\/|pnpm-lock\.yaml$|\.d\.ts$/;
const LONG = 3;

/** Counts the whole-line comments of one file: `//` and `/* … *\/` in code and CSS, `#` in YAML, shell and Dockerfiles. */
export function countComments(text, hashes = false) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  let comment = 0;
  let run = 0;
  let long = 0;
  let inBlock = false;
  const end = () => {
    if (run > LONG) long += 1;
    run = 0;
  };
  for (const line of lines) {
    const trimmed = line.trim();
    let isComment;
    if (hashes) isComment = trimmed.startsWith('#') && !trimmed.startsWith('#!');
    else if (inBlock) {
      isComment = true;
      if (trimmed.includes('*/')) inBlock = false;
    } else if (trimmed.startsWith('//')) isComment = true;
    else if (trimmed.startsWith('/*')) {
      isComment = true;
      inBlock = !trimmed.includes('*/', 2);
    } else isComment = false;
    if (isComment) {
      comment += 1;
      run += 1;
    } else end();
  }
  end();
  return { lines: lines.length, comment, long };
}

/** The workspace's folders (pnpm-workspace.yaml, globs expanded), longest first so `api/contract` wins over `api`. */
function packages(files) {
  const globs = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s+-\s+'?([^'\s]+)'?\s*$/.exec(line)?.[1])
    .filter(Boolean);
  const folders = new Set(['scripts']);
  for (const glob of globs) {
    if (!glob.includes('*')) folders.add(glob);
    else {
      const prefix = glob.replace(/\*.*$/, '');
      for (const file of files) if (file.startsWith(prefix) && file.includes('/')) folders.add(file.split('/')[0]);
    }
  }
  return [...folders].sort((a, b) => b.length - a.length);
}

export function measure(only = []) {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const folders = packages(files);
  const totals = new Map();
  for (const file of files) {
    if (GENERATED.test(file) || !(SLASHES.test(file) || HASHES.test(file))) continue;
    const folder = folders.find((candidate) => file.startsWith(`${candidate}/`));
    if (!folder || (only.length > 0 && !only.includes(folder))) continue;
    const counted = countComments(readFileSync(path.join(root, file), 'utf8'), HASHES.test(file));
    const total = totals.get(folder) ?? { package: folder, files: 0, lines: 0, comment: 0, long: 0 };
    total.files += 1;
    total.lines += counted.lines;
    total.comment += counted.comment;
    total.long += counted.long;
    totals.set(folder, total);
  }
  return [...totals.values()].sort((a, b) => a.package.localeCompare(b.package));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const rows = measure(args.filter((arg) => !arg.startsWith('--')));
  if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2));
  else {
    const sum = rows.reduce((all, row) => ({ lines: all.lines + row.lines, comment: all.comment + row.comment, long: all.long + row.long }), { lines: 0, comment: 0, long: 0 });
    const pct = (row) => `${((100 * row.comment) / Math.max(row.lines, 1)).toFixed(1)} %`;
    console.log(['package', 'files', 'lines', 'comment lines', 'share', `blocks > ${LONG} lines`].join('\t'));
    for (const row of rows) console.log([row.package, row.files, row.lines, row.comment, pct(row), row.long].join('\t'));
    console.log(['total', '', sum.lines, sum.comment, pct(sum), sum.long].join('\t'));
  }
}
