// Scaffolds a new team's remote (docs/adding-a-team.md): the smallest remote's skeleton, a first fragment,
// and its names in remotes.json and the local registry.
//   node scripts/new-remote.mjs mf-returns ret 8086
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

/** The remote whose skeleton is copied: the one with the fewest files. */
const SKELETON = 'mf-checkout';
const COPIED = ['webpack.config.js', 'tsconfig.json', 'dev/bootstrap.tsx', 'dev/harness.tsx', 'src/renderer.ts'];

const [folder, prefix, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (!/^mf-[a-z]+$/.test(folder ?? '') || !/^[a-z]{2,4}$/.test(prefix ?? '') || !Number.isInteger(port)) {
  console.error('usage: node scripts/new-remote.mjs mf-<team> <prefix: 2 to 4 letters> <local port>');
  process.exit(1);
}
const name = folder.replace('-', '_');
const remotesFile = path.join(root, 'remotes.json');
const registryFile = path.join(root, 'shell', 'registry', 'local.json');
const remotes = JSON.parse(await fs.readFile(remotesFile, 'utf8'));
const taken = remotes.remotes.find((remote) => remote.folder === folder || remote.prefix === prefix || remote.port === port);
if (taken || existsSync(path.join(root, folder))) {
  console.error(`${folder}, its prefix ${prefix} or its port ${port} is taken${taken ? ` (by ${taken.folder} in remotes.json)` : ''}: nothing was written`);
  process.exit(1);
}

const dir = path.join(root, folder);
const write = async (file, text) => {
  await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await fs.writeFile(path.join(dir, file), text);
};
for (const file of COPIED) await write(file, await fs.readFile(path.join(root, SKELETON, file), 'utf8'));

const skeletonPackage = JSON.parse(await fs.readFile(path.join(root, SKELETON, 'package.json'), 'utf8'));
const pkg = { ...skeletonPackage, name: `@bottega/${folder}`, version: '1.0.0', description: `The ${folder.slice(3)} team's remote.` };
await write('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
await write('jest.config.js', `module.exports = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: '${folder}' });\n`);
await write(
  'src/expose.ts',
  `// Kept tiny on purpose: each fragment is its own chunk, loaded on its first mount (docs/architecture.md §2.2).
export default {
  contract: 1,
  fragments: {
    Welcome: () => import(/* webpackChunkName: "fragment-Welcome" */ './fragments/Welcome').then((m) => m.default),
  },
};
`,
);
await write(
  'src/messages/it.ts',
  `/** Texts of the ${folder.slice(3)} team. */
export const messages = {
  welcome: {
    title: 'Un nuovo team nel negozio',
    pressed: (count: number) => (count === 1 ? 'Premuto 1 volta' : \`Premuto \${count} volte\`),
  },
};
`,
);
await write(
  'src/fragments/Welcome/index.ts',
  `import { createFragment } from '@bottega/fragment-kit';
import { Welcome } from './Welcome';

export default createFragment({ team: '${prefix}', component: Welcome });
`,
);
await write(
  'src/fragments/Welcome/Welcome.tsx',
  `import { useState } from 'react';
import { messages } from '../../messages/it';

/** The team's first fragment: a heading and a button that counts, to show it renders and hydrates. */
export function Welcome() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>{messages.welcome.title}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        {messages.welcome.pressed(count)}
      </button>
    </section>
  );
}
`,
);
await write(
  'src/fragments/Welcome/Welcome.test.tsx',
  `import { fireEvent, screen } from '@testing-library/react';
import { renderFragment } from '@bottega/test-kit/render';
import { Welcome } from './Welcome';

it('counts the presses of its button', () => {
  renderFragment(Welcome);
  fireEvent.click(screen.getByRole('button', { name: 'Premuto 0 volte' }));
  expect(screen.getByRole('button', { name: 'Premuto 1 volta' })).toBeTruthy();
});
`,
);

/** JSON as these files are written: an object that holds no other on one line. */
const json = (value) => `${JSON.stringify(value, null, 2).replace(/\{\n\s+([^{}[\]]*?)\n\s+\}/g, (_, body) => `{ ${body.replace(/,\n\s+/g, ', ')} }`)}\n`;
remotes.remotes.push({ folder, name, prefix, port });
await fs.writeFile(remotesFile, json(remotes));
// The local CDN serves each remote on the port its entry in the local registry names (local-cdn/src/cdn.ts).
const registry = JSON.parse(await fs.readFile(registryFile, 'utf8'));
registry.remotes[name] = { entry: `http://localhost:${port}/1.0.0/mf-manifest.json` };
registry.overrideOrigins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
await fs.writeFile(registryFile, json(registry));

run('pnpm', ['exec', 'prettier', '--log-level', 'warn', '--write', folder, 'remotes.json', 'shell/registry/local.json']);
console.log(`${folder} is written, in remotes.json (${name}, prefix ${prefix}, port ${port}) and in shell/registry/local.json. Next: pnpm install (docs/adding-a-team.md).`);
