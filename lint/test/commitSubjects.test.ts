import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Issue 34 item 5: a commit's subject is at most 72 characters, so `git log --oneline` reads as a list; checked from RULE_SINCE on. */
const RULE_SINCE = 'a6728cf';
const MAX_SUBJECT = 72;
const root = path.resolve(__dirname, '../..');

test(`every commit since ${RULE_SINCE} has a subject of at most ${MAX_SUBJECT} characters`, () => {
  const subjects = execFileSync('git', ['log', '--no-merges', '--format=%h %s', `${RULE_SINCE}..HEAD`], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const long = subjects.filter((line) => [...line.slice(line.indexOf(' ') + 1)].length > MAX_SUBJECT);
  expect(long).toEqual([]);
});
