/// <reference types="node" />
// Keeps docs/spec-conformance.md true: every row names tests that exist, or says the rule is a gap or a reading.
// Here because the contract suite runs in node from the root jest config.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const table = 'docs/spec-conformance.md';

interface Row {
  line: number;
  id: string;
  tests: { file: string; name: string }[];
  status: string;
}

const TEST_REF = /`([\w./-]+\.(?:test|spec)\.tsx?)` › `([^`]+)`/g;
const STATUS = /^(tested|gap \(11\.[1-9]\)|reading)(?:[\s:—-]|$)/;

/** The rows of the conformance tables: lines that start with a row id such as `| §2.14 |`. */
function rowsOf(markdown: string): { rows: Row[]; problems: string[] } {
  const rows: Row[] = [];
  const problems: string[] = [];
  markdown.split('\n').forEach((text, index) => {
    if (!/^\|\s*§/.test(text)) return;
    const line = index + 1;
    const cells = text
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length !== 6) {
      problems.push(`line ${line}: expected 6 cells (id, spec line, rule, code, test, status), found ${cells.length}`);
      return;
    }
    const [id, , , , tests, status] = cells;
    rows.push({ line, id, tests: [...tests.matchAll(TEST_REF)].map(([, file, name]) => ({ file, name })), status });
  });
  return { rows, problems };
}

/** Source text with escaped quotes read as the test runner reads them. */
const unescaped = (source: string) => source.replace(/\\(['"`])/g, '$1');

/** A test's name occurs in its file as a whole string literal (the first argument of describe/it/test). */
const namesTest = (source: string, name: string) => ["'", '"', '`'].some((quote) => source.includes(`${quote}${name}${quote}`));

function problemsIn(markdown: string, read: (file: string) => string | null): string[] {
  const { rows, problems } = rowsOf(markdown);
  if (rows.length === 0) problems.push('no rows found');
  const seen = new Set<string>();
  const counts = { total: rows.length, tested: 0, gap: 0, reading: 0 };
  for (const row of rows) {
    const at = `line ${row.line} (${row.id})`;
    if (!/^§\d+\.\d+$/.test(row.id)) problems.push(`${at}: the id is not of the form §N.M`);
    if (seen.has(row.id)) problems.push(`${at}: the id is used twice`);
    seen.add(row.id);
    const status = STATUS.exec(row.status)?.[1];
    if (!status) {
      problems.push(`${at}: the status must be tested, gap (11.N) or reading, not "${row.status}"`);
      continue;
    }
    const kind = status.startsWith('gap') ? 'gap' : (status as 'tested' | 'reading');
    counts[kind] += 1;
    if (kind === 'tested' && row.tests.length === 0) problems.push(`${at}: tested, but it names no test`);
    if (kind === 'reading' && row.status.replace(/^reading[\s:—-]*/, '').length < 10) problems.push(`${at}: a reading must say what was chosen and why`);
    for (const { file, name } of row.tests) {
      const source = read(file);
      if (source === null) problems.push(`${at}: ${file} does not exist`);
      else if (!namesTest(unescaped(source), name)) problems.push(`${at}: ${file} has no test named "${name}"`);
    }
  }
  const summary = /Rows: (\d+) in all, (\d+) tested, (\d+) gap, (\d+) reading\./.exec(markdown);
  const stated = summary ? summary.slice(1).map(Number) : null;
  const actual = [counts.total, counts.tested, counts.gap, counts.reading];
  if (!stated || stated.join() !== actual.join())
    problems.push(`the summary line must read "Rows: ${actual[0]} in all, ${actual[1]} tested, ${actual[2]} gap, ${actual[3]} reading."`);
  return problems;
}

const readFromRepo = (file: string) => {
  const full = path.join(root, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
};

describe('docs/spec-conformance.md', () => {
  it('names only tests that exist, and a gap or a reading wherever no test proves a rule', () => {
    expect(problemsIn(readFileSync(path.join(root, table), 'utf8'), readFromRepo)).toEqual([]);
  });

  it('catches a missing file, a misspelt test name, a row with no proof and a wrong summary', () => {
    const files: Record<string, string> = { 'x/a.test.ts': "describe('the cart', () => { it('adds a line', () => {}); it('drops the team\\'s line', () => {}); });" };
    const read = (file: string) => files[file] ?? null;
    const row = (id: string, test: string, status: string) => `| ${id} | L1 | rule | \`code.ts\` | ${test} | ${status} |`;
    const good = [
      row('§1.1', '`x/a.test.ts` › `adds a line`<br>`x/a.test.ts` › `the cart`', 'tested'),
      row('§1.2', "`x/a.test.ts` › `drops the team's line`", 'tested'),
      row('§1.3', '', 'gap (11.4) — captcha not wired'),
      row('§1.4', '', 'reading — "not shown" in the spec: nothing to build'),
      'Rows: 4 in all, 2 tested, 1 gap, 1 reading.',
    ].join('\n');
    expect(problemsIn(good, read)).toEqual([]);

    const broken = [
      row('§1.1', '`x/missing.test.ts` › `adds a line`', 'tested'),
      row('§1.2', '`x/a.test.ts` › `adds a lin`', 'tested'),
      row('§1.3', '', 'tested'),
      row('§1.4', '', 'todo'),
      row('§1.4', '', 'gap (12.1)'),
      row('§1.6', '', 'reading'),
      'Rows: 5 in all, 3 tested, 0 gap, 1 reading.',
    ].join('\n');
    expect(problemsIn(broken, read)).toEqual([
      'line 1 (§1.1): x/missing.test.ts does not exist',
      'line 2 (§1.2): x/a.test.ts has no test named "adds a lin"',
      'line 3 (§1.3): tested, but it names no test',
      'line 4 (§1.4): the status must be tested, gap (11.N) or reading, not "todo"',
      'line 5 (§1.4): the id is used twice',
      'line 5 (§1.4): the status must be tested, gap (11.N) or reading, not "gap (12.1)"',
      'line 6 (§1.6): a reading must say what was chosen and why',
      'the summary line must read "Rows: 6 in all, 3 tested, 0 gap, 1 reading."',
    ]);
  });
});
