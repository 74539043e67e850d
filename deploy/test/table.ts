import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** One production process as deploy/releases.json describes it. */
export interface Release {
  /** Under .releases/; `<remote>` stands for each team's remote folder name. */
  folder: string;
  command: string[];
  port?: number;
  portVariable?: string;
  /** A port of its own for /metrics, where the shoppers' port must not answer it (docs/operations.md, "Metrics"). */
  metricsPort?: number;
  metricsVariable?: string;
  live?: string;
  ready?: string;
}

export const deployDir = path.join(__dirname, '..');
export const repoRoot = path.join(deployDir, '..');

/** The table the images, the manifests and the drill are held to. */
export const releases: Record<string, Release> = JSON.parse(readFileSync(path.join(deployDir, 'releases.json'), 'utf8')).releases;

/** The teams, each deploying a server renderer: the remotes' folders of remotes.json. */
export const remotes: string[] = JSON.parse(readFileSync(path.join(repoRoot, 'remotes.json'), 'utf8'))
  .remotes.map((remote: { folder: string }) => remote.folder)
  .sort();

/** A Dockerfile instruction, its continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** The stages of a Dockerfile, each a list of its instructions from its FROM on. */
export function stagesOf(text: string): Instruction[][] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages: Instruction[][] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

/** Each Dockerfile in deploy/docker by the table entry it is named after (`edge.Dockerfile` is `edge`'s). */
export const dockerfiles = Object.fromEntries(
  readdirSync(path.join(deployDir, 'docker'))
    .filter((file) => file.endsWith('.Dockerfile'))
    .map((file) => [file.replace(/\.Dockerfile$/, ''), readFileSync(path.join(deployDir, 'docker', file), 'utf8')]),
);

/** The Dockerfile an image is built from (`…/bottega/renderer-mf-cart:1.0.0` is renderer.Dockerfile's with REMOTE=mf-cart). */
export function dockerfileOf(image: string): { name: string; remote?: string; tag: string } | null {
  const match = /\/([a-z-]+):([\w.-]+)$/.exec(image);
  if (!match) return null;
  const [, repository, tag] = match;
  if (repository in dockerfiles && !releases[repository].folder.includes('<remote>')) return { name: repository, tag };
  const remote = remotes.find((one) => repository.endsWith(`-${one}`));
  const name = remote && repository.slice(0, -remote.length - 1);
  if (name && name in dockerfiles && releases[name].folder.includes('<remote>')) return { name, remote, tag };
  return null;
}
