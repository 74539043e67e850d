import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployDir, dockerfiles, releases, stagesOf, type Instruction } from './table';

const args = (stage: Instruction[], keyword: string) => stage.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.args);

describe.each(Object.keys(dockerfiles))('%s.Dockerfile', (name) => {
  const release = releases[name];
  const stages = stagesOf(dockerfiles[name]);
  const run = stages.at(-1) ?? [];
  // A renderer's folder names its team through the REMOTE build argument.
  const folder = release?.folder.replace('<remote>', '${REMOTE}');

  it('is named after a process of the table', () => {
    expect(Object.keys(releases)).toContain(name);
  });

  it('builds the release in the workspace, then runs on the slim image', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0][0].args).toBe('node:20-bookworm AS build');
    expect(args(stages[0], 'RUN')).toContain(`npm i -g pnpm@10.34.8`);
    expect(args(stages[0], 'RUN').some((command) => command.startsWith('pnpm install --frozen-lockfile'))).toBe(true);
    expect(args(stages[0], 'RUN').some((command) => command.startsWith(`node scripts/release.mjs ${name}`))).toBe(true);
    expect(run[0].args).toBe('node:20-bookworm-slim');
  });

  it('copies only its release folder into the image it runs', () => {
    expect(args(run, 'ADD')).toEqual([]);
    expect(args(run, 'COPY')).toEqual([`--from=build /workspace/.releases/${folder}/ ./`]);
  });

  it('runs as the non-root node user, in production', () => {
    expect(args(run, 'USER')).toEqual(['node']);
    expect(args(run, 'ENV')).toContain('NODE_ENV=production');
  });

  it("exposes the port of every process of its folder and runs the table's command", () => {
    const ports = Object.values(releases)
      .filter((one) => one.folder === release.folder && one.port)
      .map((one) => String(one.port));
    expect(args(run, 'EXPOSE').join(' ').split(' ').sort()).toEqual(ports.sort());
    expect(args(run, 'CMD').map((command) => JSON.parse(command))).toEqual([release.command]);
  });
});

it('keeps the same files out of every build context', () => {
  const ignores = Object.keys(dockerfiles).map((name) => readFileSync(path.join(deployDir, 'docker', `${name}.Dockerfile.dockerignore`), 'utf8'));
  expect(new Set(ignores).size).toBe(1);
  expect(ignores[0]).toMatch(/^\*\*\/node_modules$/m);
});
