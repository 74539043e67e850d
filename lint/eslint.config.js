// The lint policy (docs/adr/0015-lint-and-boundaries.md): recommended rules, described eslint-disable comments
// and the import boundaries. lint/ has its own TypeScript 6, as typescript-eslint needs the JS API TypeScript 7 lacks.
const { defineConfig, globalIgnores } = require('eslint/config');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const jsxA11y = require('eslint-plugin-jsx-a11y');
const comments = require('@eslint-community/eslint-plugin-eslint-comments/configs');
const globals = require('globals');

const fs = require('node:fs');
const path = require('node:path');

const teams = require('../remotes.json').remotes;
const remotes = teams.map((remote) => remote.folder);
const frontEnd = ['shell', ...remotes, 'fragment-kit', 'ui', 'browser-contract'];

/** An import is named by its folder, its package or its MF name: the pattern matches that segment anywhere in the import. */
function namesOf(folder) {
  const remote = teams.find((team) => team.folder === folder);
  return remote ? [folder, remote.name] : [folder];
}

/** The import boundaries: one rule per folder, since a later `no-restricted-imports` for the same file replaces an earlier one. */
const deployed = [...frontEnd, 'edge', 'api'];
const boundaries = [
  ...remotes.map((remote) => ({
    from: [remote],
    forbidden: [...remotes.filter((other) => other !== remote), 'shell'],
    message: 'A remote imports neither another remote nor the shell: teams meet at run time, through the event bus and fragment props.',
  })),
  { from: ['shell', 'edge'], forbidden: remotes, message: 'The shell and its edge import no remote: they mount them at run time, from the registry.' },
  {
    from: ['api'],
    forbidden: [...frontEnd, 'edge', 'local-cdn'],
    message: 'The API imports no front-end code: what both sides share is the contract (@bottega/api-contract).',
  },
  {
    from: deployed,
    forbidden: ['local-cdn'],
    message: 'Nothing deployed imports the local CDN: it stands in for the static origin and the renderer services in `npm start` only (docs/deploy.md).',
  },
  // The layers (docs/architecture.md §1.4): a package imports none that stands above it.
  {
    from: ['tooling'],
    forbidden: [...frontEnd, 'edge', 'api', 'api-contract', 'server-kit', 'test-kit', 'telemetry', 'registry', 'local-cdn'],
    message: 'The build policy (tooling) imports no package of the shop: every package is built with it.',
  },
  {
    from: ['api/contract/src'],
    forbidden: ['server-kit', 'test-kit', 'telemetry'],
    message: 'The API contract holds schemas, the typed client and the rules both sides read: it imports no server or test package.',
  },
  {
    from: ['server-kit'],
    forbidden: [...frontEnd, 'edge', 'api', 'test-kit', 'local-cdn'],
    message: 'server-kit is the plumbing the servers share: it imports none of them and no front-end code.',
  },
  { from: [...remotes, 'shell', 'ui', 'browser-contract'], forbidden: ['server-kit'], message: "Browser code imports no server-kit: it is the servers' plumbing." },
];

/** The workspace's packages, as pnpm-workspace.yaml lists them (each folder with a package.json). */
const packages = fs
  .readFileSync(path.join(__dirname, '../pnpm-workspace.yaml'), 'utf8')
  .split(/\n(?=\S)/)
  .find((block) => block.startsWith('packages:'))
  .split('\n')
  .map((line) => /^ {2}- '?([^'#]+?)'?$/.exec(line)?.[1])
  .filter(Boolean)
  .flatMap((entry) => (entry.endsWith('*') ? remotes.filter((remote) => remote.startsWith(entry.slice(0, -1))) : [entry]));

const DEEP = 'A package is imported through its package.json exports, never by its src/ files: name what it gives others there (docs/adr/0039-import-cycles-checked-by-a-test.md).';

/**
 * Deep imports into another package: `@bottega/<name>/src/…`, or a relative path into another
 * package's src/. The boundaries above say who may import whom; this says how (issue 34).
 */
function deepImportsFrom(folder) {
  const others = packages.filter((other) => other !== folder && !folder.startsWith(`${other}/`) && !other.startsWith(`${folder}/`));
  return [
    { regex: '^@bottega/[^/]+/src(/|$)', message: DEEP },
    { regex: `^(\\.\\./)+(${others.join('|')})/src(/|$)`, message: DEEP },
  ];
}

/** A folder gets the rules written for it and for the folders it is inside (api/contract/src those of api). */
function boundariesOf(folder) {
  const applies = (rule) => rule.from.some((from) => folder === from || folder.startsWith(`${from}/`));
  const patterns = boundaries.filter(applies).map((rule) => ({ group: rule.forbidden.flatMap(namesOf), message: rule.message }));
  const own = packages.filter((name) => folder === name || folder.startsWith(`${name}/`)).sort((a, b) => b.length - a.length)[0] ?? folder;
  patterns.push(...deepImportsFrom(own));
  return { files: [`${folder}/**`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

module.exports = defineConfig(
  // Build outputs, local data and reports.
  globalIgnores([
    '**/dist/',
    '**/dist-ssr/',
    '**/.cdn/',
    '**/.releases/',
    '**/.data/',
    '**/.bench/',
    '**/coverage/',
    '**/test-results/',
    '**/.test-results/',
    '**/playwright-report/',
    'api/.tmp/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      // As tsc's noUnused*: `_`-named arguments and properties left out of a ...rest are not unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: frontEnd.map((folder) => `${folder}/**/*.{ts,tsx}`),
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: frontEnd.map((folder) => `${folder}/**/*.{ts,tsx}`),
    rules: {
      // Two React Compiler checks are off: this code is not compiled by it, and they flag idioms right without it.
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A container listening to keys serves the controls inside it: only click listeners make an element interactive.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp'] }],
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp'] }],
      // A payment method's label holds its title two elements down.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    // Configs, scripts and benches run in Node, in CommonJS where the file says so.
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // A bench also runs functions in the page it measures; tooling/dev is code `npm run dev` adds to the page.
    files: ['bench/**', 'tooling/dev/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // After api's own block: a later no-restricted-imports replaces an earlier one for the same file.
  ...[...packages.filter((name) => name !== 'api/contract'), 'api/contract', 'api/contract/src'].map(boundariesOf),
);
